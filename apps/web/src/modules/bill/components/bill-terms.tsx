import {
  type AgreedTerms,
  type BillDetail,
  FEE_ACCRUALS,
  FUND_PARTY_CODES,
  type FeeAccrual,
  type FundPartyCode,
  REPAYMENT_METHODS,
  type TermsVersion,
  agreedTermsInput,
  fractionToPercent,
  fundPartyLabel,
  percentToFraction,
} from '@lc/shared';
import { useLocale } from '@/lib/i18n';
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { zodRule } from '@/lib/zod-rule';
import { groupAmount, shanghaiTime } from '../bill-format';
import { useBillTermsText } from '../bill-terms.text';

/** What final review's form holds: the rate as a percentage, as people type it. */
export type TermsFormValues = {
  amount: string;
  ratePercent: string;
  method: string;
  termDays: number;
  repaymentDay?: number | null;
  feeAccrual?: FeeAccrual;
  fundParty?: FundPartyCode;
};

/** The form's values as the approval sends them (decision 0070). */
export const termsOf = (v: TermsFormValues) => ({
  amount: v.amount.trim(),
  annualRate: percentToFraction(v.ratePercent ?? ''),
  method: v.method as AgreedTerms['method'],
  termDays: v.termDays,
  repaymentDay: v.repaymentDay ?? null,
  feeAccrual: v.feeAccrual ?? 'perDays',
  ...(v.fundParty ? { fundParty: v.fundParty } : {}),
});

/** Final review's first proposal: the amount and term the bill asked for. */
export const proposedTerms = (bill: BillDetail): Partial<TermsFormValues> => ({
  amount: bill.terms?.amount ?? bill.borrowAmount,
  termDays: bill.terms?.termDays ?? bill.borrowDuration,
  feeAccrual: bill.terms?.fees?.[0]?.accrual ?? 'perDays',
  ...proposedFundParty(bill),
  ...(bill.terms ? { ratePercent: fractionToPercent(bill.terms.annualRate), method: bill.terms.method } : {}),
});

/** The funding party final review starts from: the one decided before, else the bill's proposal (decision 0079). */
function proposedFundParty(bill: BillDetail): { fundParty?: FundPartyCode } {
  const proposed = bill.fields.fundings;
  const code = bill.terms?.fundParty ?? (typeof proposed === 'string' ? proposed : null);
  return code && (FUND_PARTY_CODES as readonly string[]).includes(code) ? { fundParty: code as FundPartyCode } : {};
}

const shape = agreedTermsInput.shape;

/** Final review's terms: the fields inside the approval's form, under `terms`. */
export function BillTermsFields() {
  const t = useBillTermsText();
  const { locale } = useLocale();
  return (
    <>
      <Alert type="info" showIcon title={t('formTitle')} description={t('formHint')} style={{ marginBottom: 12 }} />
      <Form.Item
        name={['terms', 'amount']}
        label={t('amount')}
        rules={[{ required: true, message: t('amountRequired') }, zodRule(shape.amount)]}
      >
        <Input suffix={t('yuan')} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name={['terms', 'ratePercent']}
        label={t('annualRate')}
        rules={[
          { required: true, message: t('annualRateRequired') },
          {
            // Typed as a percentage; the shared rule checks the fraction it stands for.
            validator: async (_r, v: string | undefined) => {
              if (v?.trim() && !shape.annualRate.safeParse(percentToFraction(v)).success) throw new Error(t('annualRateInvalid'));
            },
          },
        ]}
      >
        <Input suffix="%" inputMode="decimal" />
      </Form.Item>
      <Form.Item name={['terms', 'method']} label={t('method')} rules={[{ required: true, message: t('methodRequired') }]}>
        <Select options={REPAYMENT_METHODS.map((m) => ({ value: m, label: t(m) }))} />
      </Form.Item>
      <Form.Item
        name={['terms', 'termDays']}
        label={t('termDays')}
        rules={[{ required: true, message: t('termDaysRequired') }, zodRule(shape.termDays)]}
      >
        <InputNumber min={1} max={3600} precision={0} suffix={t('days')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name={['terms', 'repaymentDay']} label={t('repaymentDay')} extra={t('repaymentDayHint')}>
        <Select
          allowClear
          // 28 days: typed is quicker than scrolled.
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('repaymentDayNone')}
          options={Array.from({ length: 28 }, (_, k) => ({ value: k + 1, label: t('dayOfMonth', { day: String(k + 1) }) }))}
        />
      </Form.Item>
      <Form.Item
        name={['terms', 'fundParty']}
        label={t('fundParty')}
        extra={t('fundPartyHint')}
        rules={[{ required: true, message: t('fundPartyRequired') }]}
      >
        <Select options={FUND_PARTY_CODES.map((c) => ({ value: c, label: fundPartyLabel(c, locale) }))} />
      </Form.Item>
      <Form.Item name={['terms', 'feeAccrual']} label={t('feeAccrual')} extra={t('feeAccrualHint')}>
        <Select options={FEE_ACCRUALS.map((a) => ({ value: a, label: t(a) }))} />
      </Form.Item>
    </>
  );
}

/** The fee lines in words (decision 0073): item, rate per days, how each falls due. */
function feesText(fees: AgreedTerms['fees'], t: ReturnType<typeof useBillTermsText>) {
  if (fees === null) return t('feesLegacy');
  if (fees.length === 0) return t('feesNone');
  return fees
    .map((f) => t('feeLine', { item: f.itemName, days: String(f.chargeDays), rate: f.rate, accrual: t(f.accrual) }))
    .join(t('feeJoin'));
}

function changeText(h: TermsVersion, t: ReturnType<typeof useBillTermsText>) {
  if (h.change === 'extension') return t('extension', { days: String(h.extraDays ?? '—') });
  return t(h.change);
}

/** The terms' versions, oldest first (decision 0078): which change made each, who and when. */
function TermsHistory({ history, t }: { history: TermsVersion[]; t: ReturnType<typeof useBillTermsText> }) {
  if (history.length === 0) return null;
  return (
    <ol className="lc-bill-terms-history" data-testid="bill-terms-history" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
      {history.map((h) => (
        <li key={h.version}>
          {t('historyLine', {
            version: String(h.version),
            change: changeText(h, t),
            by: h.by ?? '—',
            at: shanghaiTime(h.at),
          })}
        </li>
      ))}
    </ol>
  );
}

/** The bill's agreed terms, once final review decided them, with their version history. */
export function BillTermsCard({ terms, history = [] }: { terms: AgreedTerms; history?: TermsVersion[] }) {
  const t = useBillTermsText();
  const { locale } = useLocale();
  return (
    <div data-testid="bill-terms">
      <ReadonlyCard
        title={<h2 className="lc-bill-section-title">{t('title')}</h2>}
        items={[
          { label: t('amount'), value: `${groupAmount(terms.amount)} ${t('yuan')}` },
          { label: t('annualRate'), value: `${fractionToPercent(terms.annualRate)}%` },
          { label: t('method'), value: t(terms.method) },
          { label: t('termDays'), value: `${terms.termDays} ${t('days')}` },
          {
            label: t('repaymentDay'),
            value: terms.repaymentDay ? t('dayOfMonth', { day: String(terms.repaymentDay) }) : t('repaymentDayNone'),
          },
          { label: t('fundParty'), value: terms.fundParty ? fundPartyLabel(terms.fundParty, locale) : '—' },
          { label: t('fees'), value: feesText(terms.fees, t) },
          { label: t('penalty'), value: t('penaltyRule', { rate: fractionToPercent(terms.penaltyDailyRate) }) },
          { label: t('decided'), value: `${terms.decidedBy ?? '—'} / ${shanghaiTime(terms.decidedAt)}` },
          { label: t('version'), value: terms.version },
          ...(history.length ? [{ label: t('history'), value: <TermsHistory history={history} t={t} /> }] : []),
        ]}
      />
    </div>
  );
}

import { BILL_TYPE_TEXT, type BillDetail, statusLabel } from '@lc/shared';
import { LtvFigure } from '@/components/ltv/ltv-figure';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useLocale } from '@/lib/i18n';
import { borrowTypeName, groupAmount, nodeTitle, partyName, shanghaiTime } from '../final-format';
import { useFinalReviewText } from '../final-review.text';
import { punctuation } from '@/lib/punctuation';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The sheet's facts: the loan, the borrower (as masked as the detail gives it) and the risk checks. */
export function PrintFacts({ bill }: { bill: BillDetail }) {
  const t = useFinalReviewText();
  const { locale } = useLocale();
  const f = bill.fields;
  const companies = list(f.companyList);
  return (
    <>
      <section data-testid="print-bill">
        <ReadonlyCard
          title={<h2 className="lc-final-print__h2">{t('sectionBill')}</h2>}
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { label: t('billNo'), value: bill.billNo },
            { label: t('status'), value: statusLabel('bill', bill.status, locale) },
            { label: t('currentNode'), value: nodeTitle(bill.currentNode, locale, bill.flow) },
            { label: t('amountYuan'), value: groupAmount(bill.borrowAmount) },
            { label: t('ltv'), value: <LtvFigure ltv={bill.ltv} /> },
            { label: t('term'), value: t('days', { n: bill.borrowDuration }) },
            { label: t('borrowType'), value: borrowTypeName(bill.borrowType, locale) },
            { label: t('billType'), value: BILL_TYPE_TEXT[bill.billType as 0 | 1]?.[locale] ?? bill.billType },
            { label: t('fundParty'), value: partyName(text(f.fundings), locale) },
            { label: t('purpose'), value: text(f.borrowingPurposes) },
            { label: t('companyName'), value: text(f.companyName) },
            { label: t('companyList'), value: companies.length ? companies.join(punctuation().enumeration) : null },
            { label: t('salesperson'), value: bill.salespersonName },
            { label: t('submittedAt'), value: shanghaiTime(bill.submittedAt) },
            { label: t('notes'), value: text(f.billNotes), span: 3 },
          ]}
        />
      </section>
      <section data-testid="print-borrower">
        <ReadonlyCard
          title={<h2 className="lc-final-print__h2">{t('sectionBorrower')}</h2>}
          items={[
            { label: t('name'), value: bill.billCustomerName },
            { label: t('mobile'), value: bill.billCustomerMobile },
            { label: t('idCard'), value: bill.idCard },
          ]}
        />
      </section>
      <section data-testid="print-checks">
        <ReadonlyCard
          title={<h2 className="lc-final-print__h2">{t('sectionChecks')}</h2>}
          items={[
            {
              label: t('blacklist'),
              value: bill.blacklisted ? (
                <span className="lc-final-print__hit">{t('blacklistHit', { reason: bill.blacklistReason ?? '' })}</span>
              ) : (
                t('blacklistClear')
              ),
            },
            {
              label: t('duplicate'),
              value: bill.duplicateOf.length ? (
                <span className="lc-final-print__hit">
                  {t('duplicateHit', { bills: bill.duplicateOf.join(punctuation().enumeration) })}
                </span>
              ) : (
                t('duplicateClear')
              ),
            },
            { label: t('extension'), value: bill.billType === 1 ? t('yes') : t('no') },
          ]}
        />
      </section>
    </>
  );
}

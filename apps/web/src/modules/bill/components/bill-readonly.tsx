import type { BillDetail } from '@lc/shared';
import { Space } from 'antd';
import { useMemo } from 'react';
import { displayText } from '@/components/config-form/field-text';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { groupAmount } from '../bill-format';
import { useBillText } from '../bill.text';
import { billSections } from './bill-fields';
import { CollateralValuation } from './collateral-valuation';
import { toFormValues } from './form-values';
import { addressFields, mortgageFields } from './mortgage-fields';

const MONEY = new Set(['borrowAmount', 'firstMortgagePrice', 'evsTotalPriceWorldUnion']);
const title = (text: string) => <h2 className="lc-bill-section-title">{text}</h2>;

/** Every field of the bill and its collateral, read only, in the form's sections. */
export function BillReadonly({ bill }: { bill: BillDetail }) {
  const t = useBillText();
  const f = useBillFieldsText();
  const { locale } = useLocale();
  const empty = '—';
  const sections = useMemo(() => billSections(f, locale), [f, locale]);
  const collateral = useMemo(() => mortgageFields(f, locale), [f, locale]);
  const [, details] = addressFields(f);
  const show = (values: Record<string, unknown>, key: string) =>
    MONEY.has(key) && typeof values[key] === 'string' ? groupAmount(values[key]) : values[key];
  // The channel and its fee rule by name; the id only if the name is not found.
  const names: Record<string, string | undefined> = {
    channelId: bill.channelName ?? undefined,
    chargeRuleId: bill.chargeRuleLabel?.[locale],
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {sections.map((s) => {
        const values = toFormValues(bill.fields, s.fields);
        return (
          <ReadonlyCard
            key={s.key}
            title={title(s.title)}
            items={s.fields.map((d) => ({
              key: d.key,
              label: d.label,
              value: names[d.key] ?? displayText(d, show(values, d.key), empty),
              ...(d.type === 'textarea' ? { span: 3 } : {}),
            }))}
          />
        );
      })}
      {bill.mortgages.map((m, i) => {
        const values = toFormValues(m as Record<string, unknown>, collateral);
        const region = m.addressDistrictName ?? m.addressProvinceName;
        return (
          <ReadonlyCard
            key={m.id}
            title={title(t('mortgageN', { n: i + 1 }))}
            items={[
              { key: 'region', label: f('region'), value: region || empty },
              {
                key: 'addressDetails',
                label: details!.label,
                value: String((m as Record<string, unknown>).addressDetails ?? empty),
                span: 2,
              },
              ...collateral.map((d) => ({ key: d.key, label: d.label, value: displayText(d, show(values, d.key), empty) })),
              {
                key: 'valuations',
                label: t('valuations'),
                value: <CollateralValuation billId={bill.id} mortgageId={m.id} n={i + 1} />,
                span: 3,
              },
            ]}
          />
        );
      })}
    </Space>
  );
}

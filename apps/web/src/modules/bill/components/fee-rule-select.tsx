import { type FeeRuleMisfit, type FeeRuleOption, feeRuleMisfit, shanghaiWallClock } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useLocale } from '@/lib/i18n';
import { channelOptionsQuery } from '../api/bill-api';
import { useBillFieldsText } from '../bill-fields.text';

export type FeeRuleSelectProps = {
  /** id, value and onChange come from the Form.Item. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
};

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why a rule does not fit the bill as typed so far (the server's own check, feeRuleMisfit), or
 * null; nothing is judged before the borrow type and a well-formed amount are there.
 */
function useMisfit(): (rule: FeeRuleOption) => FeeRuleMisfit | null {
  const borrowType = Form.useWatch('borrowType') as unknown;
  const amount = Form.useWatch('borrowAmount') as unknown;
  const borrowDate = Form.useWatch('borrowDate') as unknown;
  if (typeof borrowType !== 'number' || typeof amount !== 'string' || !AMOUNT.test(amount.trim())) return () => null;
  const date = typeof borrowDate === 'string' && DATE.test(borrowDate) ? borrowDate : shanghaiWallClock(new Date()).slice(0, 10);
  return (rule) => feeRuleMisfit(rule.terms, { borrowType, borrowAmount: amount.trim(), date });
}

/**
 * The bill's fee rule (chargeRuleId): one of the chosen channel's rules, by its label. A rule
 * that does not fit the borrow type, amount or date is shown greyed with the reason.
 */
export function FeeRuleSelect({ id, value, onChange, placeholder }: FeeRuleSelectProps) {
  const t = useBillFieldsText();
  const { locale } = useLocale();
  const channelId = (Form.useWatch('channelId') as number | null | undefined) ?? undefined;
  const channel = useQuery({ ...channelOptionsQuery({ channelId }), enabled: channelId !== undefined });
  const rules = channelId === undefined ? [] : (channel.data?.list[0]?.feeRules ?? []);
  const misfit = useMisfit();

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next)}
      allowClear
      disabled={channelId === undefined}
      placeholder={channelId === undefined ? t('pickChannelFirst') : placeholder}
      loading={channel.isFetching}
      notFoundContent={t('noFeeRule')}
      options={rules.map((r) => {
        const why = misfit(r);
        const label = why ? t('feeRuleMisfitLabel', { label: r.label[locale], why: t(`feeRuleMisfit_${why}`) }) : r.label[locale];
        return { value: r.id, label, disabled: why !== null };
      })}
      style={{ width: '100%' }}
    />
  );
}

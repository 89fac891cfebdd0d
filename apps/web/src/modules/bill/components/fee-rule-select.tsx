import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useLocale } from '@/lib/i18n';
import { channelOptionsQuery } from '../api/get-channel-options';
import { useBillFieldsText } from '../bill-fields.text';

export type FeeRuleSelectProps = {
  /** id, value and onChange come from the Form.Item. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
};

/** The bill's fee rule (chargeRuleId): one of the chosen channel's rules, by its label. */
export function FeeRuleSelect({ id, value, onChange, placeholder }: FeeRuleSelectProps) {
  const t = useBillFieldsText();
  const { locale } = useLocale();
  const channelId = (Form.useWatch('channelId') as number | null | undefined) ?? undefined;
  const channel = useQuery({ ...channelOptionsQuery({ channelId }), enabled: channelId !== undefined });
  const rules = channelId === undefined ? [] : (channel.data?.list[0]?.feeRules ?? []);

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
      options={rules.map((r) => ({ value: r.id, label: r.label[locale] }))}
      style={{ width: '100%' }}
    />
  );
}

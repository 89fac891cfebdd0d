import { MORTGAGE_FLOW_MESSAGES, MORTGAGE_ORDERS, mortgageRequestInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { createMortgageRequest, mortgageFlowKeys, mortgageOptionsQuery, refreshMortgageFlow } from '../api/mortgage-flow-api';
import { useMortgageFlowText } from '../mortgage-flow.text';

export const orderOptions = (locale: 'zh-CN' | 'en-US') =>
  Object.entries(MORTGAGE_ORDERS).map(([value, name]) => ({ value: Number(value), name: name[locale] }));

/** A request on a final-approved bill: its properties (the chosen bill's only), the mortgagee, the order, a remark. */
export function MortgageRequestFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const options = useQuery({ ...mortgageOptionsQuery, enabled: open });
  const bills = options.data?.bills ?? [];
  // One property picker per bill, shown when that bill is chosen: the choices always belong to it.
  const fields: FieldDef[] = [
    {
      key: 'billId',
      label: t('bill'),
      type: 'select',
      verify: [mortgageRequestInput.shape.billId],
      options: bills.map((b) => ({ value: b.id, name: `${b.billNo} ${b.customerName}` })),
      ...(options.isSuccess && bills.length === 0 ? { placeholder: t('noOpenBills') } : {}),
    },
    ...bills.map<FieldDef>((b) => ({
      key: `properties_${b.id}`,
      label: t('properties'),
      type: 'select',
      multiple: true,
      isShow: (v) => v.billId === b.id,
      verify: [mortgageRequestInput.shape.propertyIds],
      options: b.properties.map((p) => ({ value: p.id, name: p.address })),
    })),
    {
      key: 'mortgageeId',
      label: t('mortgagee'),
      type: 'select',
      verify: [mortgageRequestInput.shape.mortgageeId],
      options: (options.data?.mortgagees ?? []).map((m) => ({ value: m.id, name: m.name })),
    },
    { key: 'order', label: t('order'), type: 'radio', options: orderOptions(locale) },
    { key: 'remark', label: t('remark'), type: 'textarea', verify: [mortgageRequestInput.shape.remark] },
  ];
  const save = async (values: FieldValues) => {
    const body = mortgageRequestInput.parse({ ...values, propertyIds: values[`properties_${String(values.billId)}`] ?? [] });
    await createMortgageRequest(body);
    await refreshMortgageFlow(client);
  };
  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="mortgage-request"
      title={t('newRequest')}
      fields={fields}
      initialValues={{ order: 1 }}
      save={save}
      savedText={MORTGAGE_FLOW_MESSAGES.requested[locale]}
      invalidate={[mortgageFlowKeys.all]}
      texts={{ save: t('submit'), cancel: t('cancel') }}
    />
  );
}

import { MORTGAGE_FLOW_MESSAGES, mortgageReleaseInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { createMortgageRelease, mortgageFlowKeys, refreshMortgageFlow, registeredBillsQuery } from '../api/mortgage-flow-api';
import { useMortgageFlowText } from '../mortgage-flow.text';

/** A release on a fully registered bill; before settlement the server asks for an exception reason. */
export function MortgageReleaseFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const bills = useQuery({ ...registeredBillsQuery, enabled: open });
  const fields: FieldDef[] = [
    {
      key: 'billId',
      label: t('bill'),
      type: 'select',
      verify: [mortgageReleaseInput.shape.billId],
      options: (bills.data?.list ?? []).map((r) => ({ value: r.billId, name: `${r.billNo} ${r.customerName}` })),
    },
    {
      key: 'exceptionReason',
      label: t('exceptionReason'),
      type: 'textarea',
      placeholder: t('exceptionHint'),
      verify: [mortgageReleaseInput.shape.exceptionReason],
    },
  ];
  const save = async (values: FieldValues) => {
    await createMortgageRelease(mortgageReleaseInput.parse(values));
    await refreshMortgageFlow(client);
  };
  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="mortgage-release"
      title={t('newRelease')}
      fields={fields}
      save={save}
      savedText={MORTGAGE_FLOW_MESSAGES.releaseRequested[locale]}
      invalidate={[mortgageFlowKeys.all]}
      texts={{ save: t('submit'), cancel: t('cancel') }}
      width={640}
    />
  );
}

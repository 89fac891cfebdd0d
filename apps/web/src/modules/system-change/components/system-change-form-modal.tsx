import {
  BORROW_TYPE_TEXT,
  FUND_PARTIES,
  SYSTEM_CHANGE_FIELDS,
  SYSTEM_CHANGE_MESSAGES,
  systemChangeInput,
  systemChangeValues,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { createSystemChange, refreshSystemChanges, systemChangeKeys, systemChangeOptionsQuery } from '../api/system-change-api';
import { useSystemChangeText } from '../system-change.text';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A request: the bill (in scope, in approval or past final review), the new values of the fields to change, and the reason. */
export function SystemChangeFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useSystemChangeText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const options = useQuery({ ...systemChangeOptionsQuery, enabled: open });
  const bills = options.data?.bills ?? [];
  const shape = systemChangeValues.shape;
  const fields: FieldDef[] = [
    {
      key: 'billId',
      label: t('bill'),
      type: 'select',
      verify: [systemChangeInput.shape.billId],
      options: bills.map((b) => ({ value: b.id, name: `${b.billNo} ${b.customerName}` })),
      ...(options.isSuccess && bills.length === 0 ? { placeholder: t('noBills') } : {}),
    },
    {
      key: 'borrowType',
      label: SYSTEM_CHANGE_FIELDS.borrowType[locale],
      type: 'select',
      placeholder: t('keep'),
      verify: [shape.borrowType],
      options: Object.entries(BORROW_TYPE_TEXT).map(([value, name]) => ({ value: Number(value), name: name[locale] })),
    },
    {
      key: 'borrowDuration',
      label: SYSTEM_CHANGE_FIELDS.borrowDuration[locale],
      type: 'input',
      placeholder: t('keep'),
      verify: [shape.borrowDuration],
    },
    {
      key: 'fundings',
      label: SYSTEM_CHANGE_FIELDS.fundings[locale],
      type: 'select',
      placeholder: t('keep'),
      verify: [shape.fundings],
      options: Object.entries(FUND_PARTIES).map(([value, p]) => ({ value, name: p.name[locale] })),
    },
    { key: 'reason', label: t('reason'), type: 'textarea', verify: [systemChangeInput.shape.reason] },
  ];
  const save = async (values: FieldValues) => {
    const changes = Object.fromEntries(
      ['borrowType', 'borrowDuration', 'fundings'].filter((k) => !blank(values[k])).map((k) => [k, values[k]]),
    );
    await createSystemChange(systemChangeInput.parse({ billId: values.billId, changes, reason: values.reason }));
    await refreshSystemChanges(client);
  };
  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="system-change"
      title={t('newRequest')}
      fields={fields}
      save={save}
      savedText={SYSTEM_CHANGE_MESSAGES.requested[locale]}
      invalidate={[systemChangeKeys.all]}
      texts={{ save: t('submit'), cancel: t('cancel') }}
    />
  );
}

import { MORTGAGEE_MESSAGES, mortgageeInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { MORTGAGEE_LIST, mortgageeKeys, createMortgage, forgetMortgageTotals, updateMortgage } from '../api/mortgage-api';
import { useMortgageText } from '../mortgage.text';

export type MortgageFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the record's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

/** Add or edit a record; each field checks with the rule the server uses. */
export function MortgageeFormModal({ open, onClose, editing }: MortgageFormModalProps) {
  const t = useMortgageText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(
    () => [
      { key: 'name', label: t('name'), type: 'input', verify: [mortgageeInput.shape.name] },
      {
        key: 'enabled',
        label: t('enabled'),
        type: 'radio',
        options: [
          { value: 1, name: t('on') },
          { value: 0, name: t('off') },
        ],
      },
    ],
    [t],
  );
  // The form has checked the values with the same rules: parsing only types them.
  const save = async (values: FieldValues) => {
    // A disabled mortgagee is no longer offered to new requests; 1 / 0 on the form, a boolean on the wire.
    const body = mortgageeInput.parse({ ...values, enabled: values.enabled !== 0 });
    await (editing ? updateMortgage(editing.id, { ...body, version: editing.version }) : createMortgage(body));
    forgetMortgageTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="mortgage"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      initialValues={editing ? editing.values : { enabled: 1 }}
      save={save}
      savedText={MORTGAGEE_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', MORTGAGEE_LIST.listUrl], mortgageeKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

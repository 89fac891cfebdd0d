import { INVARIANT_MESSAGES, invariantInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { INVARIANT_LIST, invariantKeys, createInvariant, forgetInvariantTotals, updateInvariant } from '../api/invariant-api';
import { useInvariantText } from '../invariant.text';

export type InvariantFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the record's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

/** Add or edit a record; each field checks with the rule the server uses. */
export function InvariantFormModal({ open, onClose, editing }: InvariantFormModalProps) {
  const t = useInvariantText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(() => [{ key: 'name', label: t('name'), type: 'input', verify: [invariantInput.shape.name] }], [t]);
  // The form has checked the values with the same rules: parsing only types them.
  const save = async (values: FieldValues) => {
    const body = invariantInput.parse(values);
    await (editing ? updateInvariant(editing.id, { ...body, version: editing.version }) : createInvariant(body));
    forgetInvariantTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="invariant"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={INVARIANT_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', INVARIANT_LIST.listUrl], invariantKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

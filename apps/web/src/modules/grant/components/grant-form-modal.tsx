import { GRANT_MESSAGES, grantInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { GRANT_LIST, grantKeys, createGrant, forgetGrantTotals, updateGrant } from '../api/grant-api';
import { useGrantText } from '../grant.text';

export type GrantFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the record's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

/** Add or edit a record; each field checks with the rule the server uses. */
export function GrantFormModal({ open, onClose, editing }: GrantFormModalProps) {
  const t = useGrantText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(() => [{ key: 'name', label: t('name'), type: 'input', verify: [grantInput.shape.name] }], [t]);
  // The form has checked the values with the same rules: parsing only types them.
  const save = async (values: FieldValues) => {
    const body = grantInput.parse(values);
    await (editing ? updateGrant(editing.id, { ...body, version: editing.version }) : createGrant(body));
    forgetGrantTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="grant"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={GRANT_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', GRANT_LIST.listUrl], grantKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

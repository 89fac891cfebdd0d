import { SYSTEM_CHANGE_MESSAGES, systemChangeInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import {
  SYSTEM_CHANGE_LIST,
  systemChangeKeys,
  createSystemChange,
  forgetSystemChangeTotals,
  updateSystemChange,
} from '../api/system-change-api';
import { useSystemChangeText } from '../system-change.text';

export type SystemChangeFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the record's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

/** Add or edit a record; each field checks with the rule the server uses. */
export function SystemChangeFormModal({ open, onClose, editing }: SystemChangeFormModalProps) {
  const t = useSystemChangeText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(() => [{ key: 'name', label: t('name'), type: 'input', verify: [systemChangeInput.shape.name] }], [t]);
  // The form has checked the values with the same rules: parsing only types them.
  const save = async (values: FieldValues) => {
    const body = systemChangeInput.parse(values);
    await (editing ? updateSystemChange(editing.id, { ...body, version: editing.version }) : createSystemChange(body));
    forgetSystemChangeTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="system-change"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={SYSTEM_CHANGE_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', SYSTEM_CHANGE_LIST.listUrl], systemChangeKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

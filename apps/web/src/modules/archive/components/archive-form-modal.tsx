import { ARCHIVE_MESSAGES, archiveInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { ARCHIVE_LIST, archiveKeys, createArchive, forgetArchiveTotals, updateArchive } from '../api/archive-api';
import { useArchiveText } from '../archive.text';

export type ArchiveFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the record's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

/** Add or edit a record; each field checks with the rule the server uses. */
export function ArchiveFormModal({ open, onClose, editing }: ArchiveFormModalProps) {
  const t = useArchiveText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(() => [{ key: 'name', label: t('name'), type: 'input', verify: [archiveInput.shape.name] }], [t]);
  // The form has checked the values with the same rules: parsing only types them.
  const save = async (values: FieldValues) => {
    const body = archiveInput.parse(values);
    await (editing ? updateArchive(editing.id, { ...body, version: editing.version }) : createArchive(body));
    forgetArchiveTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="archive"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={ARCHIVE_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', ARCHIVE_LIST.listUrl], archiveKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

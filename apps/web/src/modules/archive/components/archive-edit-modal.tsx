import { ARCHIVE_DOCUMENT_TYPES, ARCHIVE_EDIT_MESSAGES, type ArchiveItemRow, archiveItemEditBody, copiesField } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { archiveKeys, refreshArchive } from '../api/archive-api';
import { editArchiveItem } from '../api/archive-edit-api';
import { useArchiveText } from '../archive.text';
import { useArchiveEditText } from '../archive-edit.text';

const copies = z.coerce.number().pipe(copiesField);

/** Changes one document's kind, name, copies and remark; the reason goes into its ledger line. */
export function ArchiveEditModal({ item, onClose }: { item: ArchiveItemRow; onClose: () => void }) {
  const t = useArchiveText();
  const e = useArchiveEditText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const s = archiveItemEditBody.shape;
  const fields: FieldDef[] = [
    {
      key: 'docType',
      label: t('docType'),
      type: 'select',
      verify: [s.docType],
      options: Object.entries(ARCHIVE_DOCUMENT_TYPES).map(([value, name]) => ({ value: Number(value), name: name[locale] })),
    },
    { key: 'name', label: t('name'), type: 'input', verify: [s.name] },
    { key: 'copies', label: e('copies'), type: 'input', verify: [copies] },
    { key: 'remark', label: t('remark'), type: 'textarea', verify: [s.remark] },
    { key: 'reason', label: e('editReason'), type: 'textarea', verify: [s.reason] },
  ];
  const save = async (values: FieldValues) => {
    await editArchiveItem(item.id, archiveItemEditBody.parse({ ...values, copies: copies.parse(values.copies), version: item.version }));
    await refreshArchive(client);
  };
  return (
    <ConfigFormModal
      open
      onClose={onClose}
      name="archive-edit"
      title={e('editOf', { name: item.name })}
      fields={fields}
      initialValues={{ docType: item.docType, name: item.name, copies: String(item.copies), remark: item.remark ?? '' }}
      save={save}
      savedText={ARCHIVE_EDIT_MESSAGES.edited[locale]}
      invalidate={[archiveKeys.all]}
      texts={{ save: e('save'), cancel: e('cancel') }}
    />
  );
}

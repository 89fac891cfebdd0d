import { ARCHIVE_DOCUMENT_TYPES, ARCHIVE_MESSAGES, archiveItemInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { archiveBillsQuery, archiveKeys, createArchiveItem, refreshArchive } from '../api/archive-api';
import { useArchiveText } from '../archive.text';

/** A custodian records one document of a final-approved bill; it starts "not in stock". */
export function ArchiveItemFormModal({ open, onClose, billId }: { open: boolean; onClose: () => void; billId?: number }) {
  const t = useArchiveText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const bills = useQuery({ ...archiveBillsQuery, enabled: open && billId === undefined });
  const choices = bills.data?.bills ?? [];
  const fields: FieldDef[] = [
    ...(billId === undefined
      ? [
          {
            key: 'billId',
            label: t('billNo'),
            type: 'select',
            verify: [archiveItemInput.shape.billId],
            options: choices.map((b) => ({ value: b.id, name: `${b.billNo} ${b.customerName}` })),
            ...(bills.isSuccess && choices.length === 0 ? { placeholder: t('noLoans') } : {}),
          } satisfies FieldDef,
        ]
      : []),
    {
      key: 'docType',
      label: t('docType'),
      type: 'select',
      verify: [archiveItemInput.shape.docType],
      options: Object.entries(ARCHIVE_DOCUMENT_TYPES).map(([value, name]) => ({ value: Number(value), name: name[locale] })),
    },
    { key: 'name', label: t('name'), type: 'input', verify: [archiveItemInput.shape.name] },
    { key: 'remark', label: t('remark'), type: 'textarea', verify: [archiveItemInput.shape.remark] },
  ];
  const save = async (values: FieldValues) => {
    await createArchiveItem(archiveItemInput.parse({ ...values, ...(billId !== undefined ? { billId } : {}) }));
    await refreshArchive(client);
  };
  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="archive-item"
      title={t('add')}
      fields={fields}
      save={save}
      savedText={ARCHIVE_MESSAGES.added[locale]}
      invalidate={[archiveKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

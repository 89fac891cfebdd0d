import { BATCH_MESSAGES, batchInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { BATCH_LIST, batchKeys, createBatch, forgetBatchTotals, updateBatch } from '../api/batch-api';
import { useBatchText } from '../batch.text';

export type BatchFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Present when editing: the record's id, the version it was read at, and its values. */
  editing?: { id: number; version: number; values: FieldValues };
};

/** Add or edit a record; each field checks with the rule the server uses. */
export function BatchFormModal({ open, onClose, editing }: BatchFormModalProps) {
  const t = useBatchText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields = useMemo<FieldDef[]>(() => [{ key: 'name', label: t('name'), type: 'input', verify: [batchInput.shape.name] }], [t]);
  // The form has checked the values with the same rules: parsing only types them.
  const save = async (values: FieldValues) => {
    const body = batchInput.parse(values);
    await (editing ? updateBatch(editing.id, { ...body, version: editing.version }) : createBatch(body));
    forgetBatchTotals(client);
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="batch"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={BATCH_MESSAGES[editing ? 'saved' : 'added'][locale]}
      invalidate={[['list', BATCH_LIST.listUrl], batchKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

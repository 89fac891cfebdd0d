import type { BorrowerInput } from '@lc/shared';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { BORROWER_LIST, borrowerKeys, createBorrower, updateBorrower } from '../api/borrower-api';
import { useBorrowerText } from '../borrower.text';
import { borrowerFields } from './borrower-fields';

export type BorrowerFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Edit this borrower (with the version read); without it the modal adds one. */
  editing?: { id: number; version: number; values: FieldValues; masked: { idCard: string; mobile: string } };
};

/** Add or edit a borrower in a modal, with the configurable form. */
export function BorrowerFormModal({ open, onClose, editing }: BorrowerFormModalProps) {
  const t = useBorrowerText();
  const { locale } = useLocale();
  const masked = editing?.masked;
  const fields = useMemo(() => borrowerFields(t, locale, masked), [t, locale, masked]);
  const save = (values: FieldValues) => {
    const body = values as BorrowerInput;
    return editing ? updateBorrower(editing.id, { ...body, version: editing.version }) : createBorrower(body);
  };
  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="borrower"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={editing ? t('saved') : t('added')}
      invalidate={[['list', BORROWER_LIST.listUrl], borrowerKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
    />
  );
}

import type { BorrowerInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { BORROWER_LIST_URL, borrowerKeys, createBorrower, updateBorrower } from '../api/borrower-api';
import { useBorrowerText } from '../borrower.text';
import { borrowerFields } from './borrower-fields';
import { showServerError } from '@/components/config-form/server-error';

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
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const masked = editing?.masked;
  const fields = useMemo(() => borrowerFields(t, locale, masked), [t, locale, masked]);

  const submit = async (values: FieldValues) => {
    setBusy(true);
    setProblem(null);
    try {
      const body = values as BorrowerInput;
      if (editing) await updateBorrower(editing.id, { ...body, version: editing.version });
      else await createBorrower(body);
      void message.success(editing ? t('saved') : t('added'));
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', BORROWER_LIST_URL] }),
        client.invalidateQueries({ queryKey: borrowerKeys.all }),
      ]);
      form.resetFields();
      onClose();
    } catch (error) {
      setProblem(showServerError(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={editing ? t('edit') : t('add')} onCancel={onClose} footer={null} width={880} destroyOnHidden>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
      <ConfigForm
        name="borrower"
        form={form}
        fields={fields}
        mode={editing ? 'edit' : 'add'}
        {...(editing ? { initialValues: editing.values } : {})}
        onSubmit={submit}
        submitting={busy}
        submitText={t('save')}
        actions={<Button onClick={onClose}>{t('cancel')}</Button>}
      />
    </Modal>
  );
}

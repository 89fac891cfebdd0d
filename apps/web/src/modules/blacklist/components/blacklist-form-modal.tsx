import { type BlacklistInput, maxChars } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { isEmptyValue } from '@/lib/zod-rule';
import { BLACKLIST_LIST_URL, addToBlacklist } from '../api/blacklist-api';
import { useBlacklistText } from '../blacklist.text';
import { showServerError } from '@/components/config-form/server-error';

type T = ReturnType<typeof useBlacklistText>;

/** Either the ID number or the mobile identifies the person; each by the shared rules. */
const fields = (t: T): FieldDef[] => {
  const oneOf =
    (other: string) =>
    ({ getFieldValue }: { getFieldValue: (k: string) => unknown }) => ({
      validator: (_: unknown, value: unknown) =>
        isEmptyValue(value) && isEmptyValue(getFieldValue(other)) ? Promise.reject(new Error(t('idOrMobile'))) : Promise.resolve(),
    });
  return [
    { key: 'name', label: t('name'), type: 'input', span: 8, verify: [{ required: true }, 'chineseOnly', 'max32'] },
    { key: 'idCard', label: t('idCard'), type: 'input', span: 8, dependencies: ['mobile'], verify: ['idCard', oneOf('mobile')] },
    { key: 'mobile', label: t('mobile'), type: 'input', span: 8, dependencies: ['idCard'], verify: ['mobileOptional'] },
    { key: 'reason', label: t('reason'), type: 'textarea', verify: [{ required: true }, maxChars(200)] },
  ];
};

/** Adds a person to the blacklist, with the reason. */
export function BlacklistFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useBlacklistText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const defs = useMemo(() => fields(t), [t]);

  const submit = async (values: FieldValues) => {
    setBusy(true);
    setProblem(null);
    try {
      await addToBlacklist(values as BlacklistInput);
      void message.success(t('added'));
      await client.invalidateQueries({ queryKey: ['list', BLACKLIST_LIST_URL] });
      onClose();
    } catch (error) {
      setProblem(showServerError(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('add')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
      <ConfigForm
        name="blacklist"
        form={form}
        fields={defs}
        mode="add"
        onSubmit={submit}
        submitting={busy}
        submitText={t('save')}
        actions={<Button onClick={onClose}>{t('cancel')}</Button>}
      />
    </Modal>
  );
}

import { newPassword } from '@lc/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/http';
import { zodRule } from '@/lib/zod-rule';
import { changePassword } from '../api/identity-api';
import { useIdentityText } from '../identity.text';
import { EnterForm } from '@/components/config-form/enter-form';

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useIdentityText();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ oldPassword: string; newPassword: string; confirm: string }>();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      void message.success(t('done'));
      form.resetFields();
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <Modal open={open} title={t('title')} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {error && <Alert role="alert" type="error" message={error} style={{ marginBottom: 12 }} />}
      <EnterForm form={form} layout="vertical" onEnterSubmit={() => void submit()}>
        <Form.Item label={t('old')} name="oldPassword" rules={[{ required: true, message: `${t('required')}${t('old')}` }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('fresh')}
          name="newPassword"
          rules={[{ required: true, message: `${t('required')}${t('fresh')}` }, zodRule(newPassword)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('confirm')}
          name="confirm"
          dependencies={['newPassword']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v) => (v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </EnterForm>
    </Modal>
  );
}

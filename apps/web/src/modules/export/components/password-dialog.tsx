import type { ExportTask } from '@lc/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/http';
import { downloadTask } from '../api/export-api';
import { useExportText } from '../export.text';
import { labelled } from '@/lib/punctuation';
import { EnterForm } from '@/components/config-form/enter-form';

/** The password is checked by the server before a byte is sent; a refusal shows here. */
export function PasswordDialog({ task, onClose }: { task: ExportTask; onClose: () => void }) {
  const t = useExportText();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    setRefusal(null);
    try {
      await downloadTask(task, password.trim());
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={labelled(t('download'), task.fileName)}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('download')}
      cancelText={t('cancel')}
      confirmLoading={busy}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <EnterForm form={form} layout="vertical" onFinish={() => void submit()} submitting={busy}>
        <Form.Item
          label={t('password')}
          name="password"
          extra={t('passwordHint')}
          rules={[{ required: true, whitespace: true, message: t('passwordRequired') }]}
        >
          <Input.Password autoFocus autoComplete="off" maxLength={32} />
        </Form.Item>
      </EnterForm>
    </Modal>
  );
}

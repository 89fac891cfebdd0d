import { DownloadOutlined } from '@ant-design/icons';
import type { ExportEndpoint } from '@lc/shared';
import { App, Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { call } from '@/lib/api-client';
import { ApiError } from '@/lib/http';
import { useExportText } from './export.text';
import { EnterForm } from '@/components/config-form/enter-form';

export type ExportButtonProps = {
  /** The list's export endpoint, from its module's contract (e.g. AUDIT_EXPORT). */
  endpoint: ExportEndpoint;
  /** The list's current filter (paging is left out). */
  params: Record<string, string | number | undefined>;
  defaultName?: string;
  disabled?: boolean;
};

/**
 * Spec 001 §4: a name first; on success a second dialog shows the task number and the download
 * password; an error code shows "file download failed" with the server's message instead.
 */
export function ExportButton({ endpoint, params, defaultName = '', disabled }: ExportButtonProps) {
  const t = useExportText();
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ fileName: string }>();

  const submit = async () => {
    const { fileName } = await form.validateFields();
    setBusy(true);
    try {
      const query = { ...params, pageNum: undefined, pageSize: undefined, fileName: fileName.trim() };
      const created = await call(endpoint, { query }, { silent: true });
      setOpen(false);
      modal.success({
        title: t('added'),
        okText: t('ok'),
        content: (
          <Descriptions column={1} size="small" style={{ marginTop: 8 }}>
            <Descriptions.Item label={t('taskNo')}>
              <Typography.Text copyable data-testid="export-task-no">
                {created.taskNo}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('password')}>
              <Typography.Text copyable strong data-testid="export-password">
                {created.downloadPassword}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('hint')}>{t('keepPassword')}</Descriptions.Item>
          </Descriptions>
        ),
      });
    } catch (error) {
      if (error instanceof ApiError) modal.error({ title: t('failed'), content: error.message || 'error', okText: t('ok') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={disabled}
        onClick={() => (form.setFieldsValue({ fileName: defaultName }), setOpen(true))}
      >
        {t('export')}
      </Button>
      <Modal
        title={t('title')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        okText={t('submit')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        destroyOnHidden
      >
        <EnterForm form={form} layout="vertical" onFinish={() => void submit()} submitting={busy}>
          <Form.Item label={t('fileName')} name="fileName" rules={[{ required: true, whitespace: true, message: t('fileNameRequired') }]}>
            <Input maxLength={64} autoFocus />
          </Form.Item>
        </EnterForm>
      </Modal>
    </>
  );
}

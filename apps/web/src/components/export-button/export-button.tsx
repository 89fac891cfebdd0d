import { DownloadOutlined } from '@ant-design/icons';
import type { ExportCreated } from '@lc/shared';
import { App, Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, type Domain, request } from '@/lib/http';
import { useExportText } from './export.text';

type Props = {
  /** The source's export path, e.g. '/v1/admin/audit/export'. */
  url: string;
  /** The list's current filter (paging is ignored by the server). */
  params: Record<string, string | number | undefined>;
  domain?: Domain;
  defaultName?: string;
  disabled?: boolean;
};

/**
 * Spec 001 §4: a name first; on success a second dialog shows the task number and the download
 * password; an error code shows "file download failed" with the server's message instead.
 */
export function ExportButton({ url, params, domain = 'default', defaultName = '', disabled }: Props) {
  const t = useExportText();
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ fileName: string }>();

  const submit = async () => {
    const { fileName } = await form.validateFields();
    setBusy(true);
    try {
      const created = await request<ExportCreated>({
        domain,
        path: url,
        params: { ...params, pageNum: undefined, pageSize: undefined, fileName: fileName.trim() },
        silent: true,
      });
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
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('fileName')} name="fileName" rules={[{ required: true, whitespace: true, message: t('fileNameRequired') }]}>
            <Input maxLength={64} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

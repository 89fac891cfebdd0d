import { UploadOutlined } from '@ant-design/icons';
import { type Endpoint, type ImportResult, endpointUrl } from '@lc/shared';
import { App, Button, Modal, Table, Tag } from 'antd';
import { useRef, useState } from 'react';
import { checkExcelFile } from './excel-file';
import { useExcelUploadText } from './excel-upload.text';

export type ExcelUploadButtonProps = {
  /** The import endpoint, from its module's contract (a multipart upload). */
  endpoint: Endpoint & { multipart: true };
  label?: string;
  onImported?: (result: ImportResult) => void;
};

/**
 * Spec 001 §5 and §8: picks an .xls/.xlsx file (≤ 10240 KB), posts it with our session and the
 * request header every call carries, then shows each row's result.
 */
export function ExcelUploadButton({ endpoint, label, onImported }: ExcelUploadButtonProps) {
  const t = useExcelUploadText();
  const { message, modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  const upload = async (file: File) => {
    const problem = checkExcelFile(file);
    if (problem) return void message.error(t(problem));
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const response = await fetch(endpointUrl(endpoint), {
        method: endpoint.method,
        credentials: 'same-origin',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        body,
      });
      const envelope = (await response.json().catch(() => null)) as { code: number; msg: string; data: ImportResult | null } | null;
      if (response.status >= 500 || !envelope) {
        // Spec: the busy message stays until the user closes it.
        modal.error({ title: t('failed'), content: t('busy') });
        return;
      }
      if (envelope.code !== 200 || !envelope.data) {
        modal.error({ title: t('failed'), content: envelope.msg });
        return;
      }
      message.success(t('uploaded'));
      setResult(envelope.data);
      onImported?.(envelope.data);
    } catch {
      modal.error({ title: t('failed'), content: t('busy') });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        // Not the `hidden` attribute: antd's form styles display file inputs whatever it says
        // (the staff page showed a stray "Choose File").
        style={{ display: 'none' }}
        aria-hidden
        tabIndex={-1}
        data-testid="excel-upload-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} loading={busy} onClick={() => input.current?.click()}>
        {label ?? t('upload')}
      </Button>
      <Modal
        open={result !== null}
        title={t('results')}
        onCancel={() => setResult(null)}
        footer={<Button onClick={() => setResult(null)}>{t('close')}</Button>}
        width={640}
      >
        {result && (
          <>
            <p>{t('summary', { created: result.created, failed: result.failed })}</p>
            <Table
              aria-label={t('results')}
              size="small"
              rowKey="row"
              dataSource={result.rows}
              pagination={result.rows.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: t('row'), dataIndex: 'row', width: 70 },
                {
                  title: t('outcome'),
                  dataIndex: 'ok',
                  width: 80,
                  render: (ok: boolean) => (
                    <Tag style={ok ? { color: '#135200', background: '#f6ffed' } : { color: '#a8071a', background: '#fff1f0' }}>
                      {ok ? t('ok') : t('error')}
                    </Tag>
                  ),
                },
                { title: t('message'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}

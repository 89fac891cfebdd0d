import { ReloadOutlined } from '@ant-design/icons';
import { EXPORT_STATUS, type ExportStatus, type ExportTask } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Grid, Input, List, Modal, Progress, Space, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusTag } from '@/components/status-tag/status-tag';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { exportKeys, downloadTask, getTasks } from '../api/export-api';
import { useExportText } from '../export.text';

const shanghai = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Shanghai', hour12: false }) : '—';
const humanSize = (bytes: number | null) =>
  bytes === null
    ? '—'
    : bytes < 1024
      ? `${bytes} B`
      : bytes < 1048576
        ? `${(bytes / 1024).toFixed(1)} KB`
        : `${(bytes / 1048576).toFixed(1)} MB`;
const inFlight = (task: ExportTask) => task.status === EXPORT_STATUS.queued || task.status === EXPORT_STATUS.running;

/** The user's export tasks; progress refreshes by itself while a task is being written. */
export default function FileDownloadListPage() {
  const t = useExportText();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const pageNum = Number(search.get('pageNum') ?? 1) || 1;
  const pageSize = Number(search.get('pageSize') ?? 10) || 10;
  const tasks = useQuery({
    queryKey: exportKeys.tasks(pageNum, pageSize),
    queryFn: ({ signal }) => getTasks(pageNum, pageSize, signal),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.list.some(inFlight) ? 1500 : false),
  });
  const [target, setTarget] = useState<ExportTask | null>(null);
  const phone = Grid.useBreakpoint().md === false;
  const paging = {
    current: pageNum,
    pageSize,
    total: tasks.data?.total ?? 0,
    onChange: (p: number, s: number) => setSearch({ pageNum: String(p), pageSize: String(s) }),
  };
  const downloadButton = (task: ExportTask) => (
    <Button
      type="link"
      disabled={task.status !== EXPORT_STATUS.done}
      onClick={() => setTarget(task)}
      aria-label={`${t('download')} ${task.fileName}`}
    >
      {t('download')}
    </Button>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void tasks.refetch()}>
        {t('refresh')}
      </Button>
      {phone ? (
        // Phones: one card per task, everything readable without scrolling sideways.
        <List<ExportTask>
          aria-label={t('title')}
          loading={tasks.isLoading}
          dataSource={tasks.data?.list ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={{ ...paging, size: 'small' }}
          renderItem={(task) => (
            <List.Item style={{ padding: '4px 0' }}>
              <Card
                size="small"
                style={{ width: '100%' }}
                title={task.fileName}
                extra={<TaskStatusTag task={task} />}
                actions={[downloadButton(task)]}
              >
                <TaskProgress task={task} />
                <div style={{ fontSize: 12, color: '#595959', marginTop: 4 }}>
                  {t('taskNo')}：{task.taskNo} · {humanSize(task.size)}
                  <br />
                  {t('created')}：{shanghai(task.createdAt, locale)}
                </div>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<ExportTask>
          aria-label={t('title')}
          rowKey="taskNo"
          loading={tasks.isLoading}
          dataSource={tasks.data?.list ?? []}
          scroll={{ x: 1100 }}
          locale={{ emptyText: t('empty') }}
          pagination={paging}
          columns={[
            { title: t('fileName'), dataIndex: 'fileName', fixed: 'left', width: 180 },
            { title: t('taskNo'), dataIndex: 'taskNo', width: 190 },
            {
              title: t('status'),
              dataIndex: 'status',
              width: 90,
              render: (_: ExportStatus, task) => <TaskStatusTag task={task} />,
            },
            { title: t('progress'), width: 200, render: (_, task) => <TaskProgress task={task} /> },
            { title: t('size'), dataIndex: 'size', width: 90, render: humanSize },
            { title: t('created'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghai(v, locale) },
            { title: t('finished'), dataIndex: 'finishedAt', width: 170, render: (v: string | null) => shanghai(v, locale) },
            { title: t('expires'), dataIndex: 'expiresAt', width: 170, render: (v: string | null) => shanghai(v, locale) },
            {
              title: t('actions'),
              fixed: 'right',
              width: 90,
              render: (_, task) => downloadButton(task),
            },
          ]}
        />
      )}
      {target && <PasswordDialog task={target} onClose={() => setTarget(null)} />}
    </Space>
  );
}

/** The task's status; a failed one names its error on hover. */
const TaskStatusTag = ({ task }: { task: ExportTask }) => (
  <StatusTag list="exportTask" code={task.status} title={task.error ?? undefined} />
);

function TaskProgress({ task }: { task: ExportTask }) {
  const t = useExportText();
  const { locale } = useLocale();
  const percent = task.status === EXPORT_STATUS.done ? 100 : task.rowsTotal ? Math.floor((task.rowsWritten / task.rowsTotal) * 100) : 0;
  return (
    <div>
      <Progress
        percent={percent}
        size="small"
        status={task.status === EXPORT_STATUS.failed ? 'exception' : inFlight(task) ? 'active' : 'normal'}
        aria-label={`${t('progress')} ${percent}%`}
      />
      <span style={{ fontSize: 12, color: '#595959' }}>
        {t('rows', {
          written: task.rowsWritten.toLocaleString(locale),
          total: task.rowsTotal === null ? '?' : task.rowsTotal.toLocaleString(locale),
        })}
      </span>
    </div>
  );
}

/** The password is checked by the server before a byte is sent; a refusal shows here. */
function PasswordDialog({ task, onClose }: { task: ExportTask; onClose: () => void }) {
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
      title={`${t('download')}：${task.fileName}`}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('download')}
      cancelText={t('cancel')}
      confirmLoading={busy}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('password')}
          name="password"
          extra={t('passwordHint')}
          rules={[{ required: true, whitespace: true, message: t('passwordRequired') }]}
        >
          <Input.Password autoFocus autoComplete="off" maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

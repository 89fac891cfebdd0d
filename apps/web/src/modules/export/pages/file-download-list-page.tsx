import { ReloadOutlined } from '@ant-design/icons';
import { EXPORT_STATUS, type ExportStatus, shanghaiMinute } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { EXPORT_TASKS, refreshTasks } from '../api/export-api';
import { PasswordDialog } from '../components/password-dialog';
import { TaskProgress, TaskStatusTag, inFlight } from '../components/task-status';
import { useExportText } from '../export.text';
import type { ListRow } from '@/lib/api-client';

type ExportTask = ListRow<typeof EXPORT_TASKS>;

const humanSize = (bytes: number | null) =>
  bytes === null
    ? '—'
    : bytes < 1024
      ? `${bytes} B`
      : bytes < 1048576
        ? `${(bytes / 1024).toFixed(1)} KB`
        : `${(bytes / 1048576).toFixed(1)} MB`;

/** /fileDownloadManage/fileDownloadList: the user's export tasks; progress refreshes by itself while a task is being written. */
export default function FileDownloadListPage() {
  const t = useExportText();
  const client = useQueryClient();
  const [target, setTarget] = useState<ExportTask | null>(null);
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

  const columns: TableColumnsType<ExportTask> = [
    { title: t('fileName'), dataIndex: 'fileName', fixed: 'left', width: 180 },
    { title: t('taskNo'), dataIndex: 'taskNo', width: 190 },
    { title: t('status'), dataIndex: 'status', width: 90, render: (_: ExportStatus, task) => <TaskStatusTag task={task} /> },
    { title: t('progress'), key: 'progress', width: 200, render: (_, task) => <TaskProgress task={task} /> },
    { title: t('size'), dataIndex: 'size', width: 90, render: humanSize },
    { title: t('created'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
    { title: t('finished'), dataIndex: 'finishedAt', width: 170, render: (v: string | null) => shanghaiMinute(v) },
    { title: t('expires'), dataIndex: 'expiresAt', width: 170, render: (v: string | null) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', fixed: 'right', width: 90, render: (_, task) => downloadButton(task) },
  ];
  // Phones: one card per task, everything readable without scrolling sideways.
  const card = (task: ExportTask): CardSpec => ({
    title: task.fileName,
    extra: <TaskStatusTag task={task} />,
    fields: [
      { label: t('progress'), value: <TaskProgress task={task} /> },
      { label: t('taskNo'), value: task.taskNo },
      { label: t('size'), value: humanSize(task.size) },
      { label: t('created'), value: shanghaiMinute(task.createdAt) },
    ],
    actions: [downloadButton(task)],
  });

  return (
    <>
      <ListPage
        label={t('title')}
        source={EXPORT_TASKS}
        filters={[]}
        columns={columns}
        card={card}
        rowKey={(task) => task.taskNo}
        scrollX={1100}
        emptyText={t('empty')}
        refreshWhile={inFlight}
        toolbar={() => (
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refreshTasks(client)}>
            {t('refresh')}
          </Button>
        )}
      />
      {target && <PasswordDialog task={target} onClose={() => setTarget(null)} />}
    </>
  );
}

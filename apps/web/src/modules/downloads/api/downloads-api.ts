import type { ExportTask, ListReply } from '@lc/shared';
import { postForFile } from '@/lib/download';
import { request } from '@/lib/http';

export const downloadKeys = { tasks: (page: number, size: number) => ['downloads', 'tasks', page, size] as const };

export const getTasks = (pageNum: number, pageSize: number) =>
  request<ListReply<ExportTask>>({ path: '/v1/export/tasks', params: { pageNum, pageSize } });

export const downloadTask = (task: ExportTask, password: string) =>
  postForFile({
    path: `/v1/export/tasks/${encodeURIComponent(task.taskNo)}/download`,
    body: { password },
    fallbackName: `${task.fileName}.zip`,
  });

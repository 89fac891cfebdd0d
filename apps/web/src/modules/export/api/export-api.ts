import { EXPORT_API, type ExportTask, endpointUrl } from '@lc/shared';
import { call } from '@/lib/api-client';
import { postForFile } from '@/lib/download';

const api = EXPORT_API.endpoints;

export const exportKeys = { tasks: (page: number, size: number) => ['export', 'tasks', page, size] as const };

export const getTasks = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  call(api.tasks, { query: { pageNum, pageSize } }, signal ? { signal } : {});

export const downloadTask = (task: ExportTask, password: string) =>
  postForFile({ url: endpointUrl(api.download, { taskNo: task.taskNo }), body: { password }, fallbackName: `${task.fileName}.zip` });

import { EXPORT_API, type ExportTask, endpointUrl } from '@lc/shared';
import type { QueryClient } from '@tanstack/react-query';
import { listSource } from '@/lib/api-client';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { postForFile } from '@/lib/download';

const api = EXPORT_API.endpoints;

/** The list block's source: the caller's export tasks (the block adds paging). */
export const EXPORT_TASKS = listSource(api.tasks);

/** The 刷新 button: the tasks are read again, with their count (a task may have been added elsewhere). */
export const refreshTasks = (client: QueryClient) => refreshAfterWrite(client, [EXPORT_TASKS]);

export const downloadTask = (task: ExportTask, password: string) =>
  postForFile({ url: endpointUrl(api.download, { taskNo: task.taskNo }), body: { password }, fallbackName: `${task.fileName}.zip` });

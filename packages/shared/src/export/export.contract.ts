import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { listReply, pageQuery } from '../api/envelope';
import { downloadBody, exportTask } from './export.schema';

const downloads = { permission: 'file_download_list', dataScope: 'own' } as const;

/**
 * The download centre (spec 001 §4). Each list's own export call is declared by its module
 * (an export source); these are the caller's tasks and the file.
 */
export const EXPORT_API = contract('export', {
  tasks: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/export/tasks',
    access: downloads,
    query: pageQuery,
    reply: listReply(exportTask),
  }),
  /** POST: the password travels in the body, never in a URL or a log line. The reply is the zip. */
  download: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/export/tasks/:taskNo/download',
    access: downloads,
    params: z.object({ taskNo: z.string().max(40) }),
    body: downloadBody,
    file: true,
  }),
});

import { z } from 'zod';
import { FILE_NAME_FORBIDDEN, FILE_NAME_MAX, FILE_NAME_REQUIRED } from './export.constants';

export const exportFileName = z
  .string({ error: FILE_NAME_REQUIRED['zh-CN'] })
  .trim()
  .min(1, FILE_NAME_REQUIRED['zh-CN'])
  .max(FILE_NAME_MAX, `文件名最多${FILE_NAME_MAX}个字符`)
  .refine((name) => !FILE_NAME_FORBIDDEN.test(name), '文件名不能包含 \\ / : * ? " < > | 等字符');

/** Spec 001 §3: the export response carries taskNo and downloadPassword. */
export const exportCreated = z.object({ taskNo: z.string(), downloadPassword: z.string() });
export type ExportCreated = z.infer<typeof exportCreated>;

export const exportTask = z.object({
  taskNo: z.string(),
  fileName: z.string(),
  source: z.string(),
  status: z.number().int(),
  rowsWritten: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ExportTask = z.infer<typeof exportTask>;

export const downloadBody = z.object({ password: z.string().trim().min(1, '请输入下载密码') });

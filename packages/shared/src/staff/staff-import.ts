import { z } from 'zod';
import type { LocalisedText } from '../route-table/route-table.types';

/** Spec 000 §9 / 001 §9: Excel uploads up to 10240 KB, .xls or .xlsx only. */
export const EXCEL_UPLOAD_MAX_KB = 10240;
export const EXCEL_EXTENSIONS = ['.xls', '.xlsx'] as const;

/** The staff import sheet's columns, in order; the first row holds these headers. */
export const STAFF_IMPORT_COLUMNS = [
  { key: 'realName', header: '姓名' },
  { key: 'mobile', header: '手机号' },
  { key: 'email', header: '邮箱' },
  { key: 'areaCode', header: '区域' },
  { key: 'roleIds', header: '角色ID' },
  { key: 'groupIds', header: '组ID' },
  { key: 'password', header: '初始密码' },
] as const;
export const STAFF_IMPORT_MAX_ROWS = 500;

/** One line of the import's answer: the sheet's row number and what became of it. */
export const importRowResult = z.object({ row: z.number().int(), ok: z.boolean(), message: z.string() });
export type ImportRowResult = z.infer<typeof importRowResult>;
export const importResult = z.object({ created: z.number().int(), failed: z.number().int(), rows: z.array(importRowResult) });
export type ImportResult = z.infer<typeof importResult>;

export const STAFF_IMPORT_HINT: LocalisedText = {
  'zh-CN': '区域填 BJ_11/SH_31/XA_61/WH_42 或 北京/上海/西安/武汉；多个角色或组用逗号分隔。',
  'en-US': 'Area: BJ_11/SH_31/XA_61/WH_42 or the city name; separate several roles or groups with commas.',
};

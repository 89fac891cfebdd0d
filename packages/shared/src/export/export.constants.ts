import type { LocalisedText } from '../route-table/route-table.types';

/** An export task's life: queued → running → done | failed; a done file later expires. */
export const EXPORT_STATUS = { queued: 0, running: 1, done: 2, failed: 3, expired: 4 } as const;
export type ExportStatus = (typeof EXPORT_STATUS)[keyof typeof EXPORT_STATUS];

export const EXPORT_STATUS_TEXT: Record<ExportStatus, LocalisedText> = {
  0: { 'zh-CN': '排队中', 'en-US': 'Queued' },
  1: { 'zh-CN': '生成中', 'en-US': 'Generating' },
  2: { 'zh-CN': '已完成', 'en-US': 'Ready' },
  3: { 'zh-CN': '失败', 'en-US': 'Failed' },
  4: { 'zh-CN': '已过期', 'en-US': 'Expired' },
};

/** Spec 001 §5 and §8: an export needs a file name. */
export const FILE_NAME_REQUIRED: LocalisedText = { 'zh-CN': '请输入文件名', 'en-US': 'Please enter a file name' };
export const FILE_NAME_MAX = 64;
/** Characters a file name may not hold on any desktop system. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f]/;

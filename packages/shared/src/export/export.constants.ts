import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';

/** An export task's life: queued → running → done | failed; a done file later expires. Labels: STATUS_LISTS.exportTask. */
export const EXPORT_STATUS = { queued: 0, running: 1, done: 2, failed: 3, expired: 4 } as const satisfies Record<
  string,
  StatusCode<'exportTask'>
>;
export type ExportStatus = (typeof EXPORT_STATUS)[keyof typeof EXPORT_STATUS];

/** Spec 001 §5 and §8: an export needs a file name. */
export const FILE_NAME_REQUIRED: LocalisedText = { 'zh-CN': '请输入文件名', 'en-US': 'Please enter a file name' };
export const FILE_NAME_MAX = 64;
/** Characters a file name may not hold on any desktop system. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f]/;

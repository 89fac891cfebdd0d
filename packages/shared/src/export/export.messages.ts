import type { LocalisedText } from '../route-table/route-table.types';

/** The export module's replies (spec 001 §4 download centre). */
export const EXPORT_MESSAGES = {
  exportTaskAdded: { 'zh-CN': '下载任务添加成功', 'en-US': 'Download task added' },
  exportTaskNotFound: { 'zh-CN': '下载任务不存在', 'en-US': 'The download task does not exist' },
  exportFileExpired: { 'zh-CN': '文件已过期，请重新导出', 'en-US': 'The file has expired, please export again' },
  exportFileNotReady: { 'zh-CN': '文件尚未生成完成，请稍后再试', 'en-US': 'The file is not ready yet, please try again later' },
  exportWrongPassword: { 'zh-CN': '下载密码错误', 'en-US': 'Wrong download password' },
  exportQueueFailed: { 'zh-CN': '任务排队失败，请重试', 'en-US': 'The task could not be queued, please retry' },
  exportFailed: { 'zh-CN': '导出失败，请重试或联系管理员', 'en-US': 'The export failed, please retry or contact the administrator' },
} as const satisfies Record<string, LocalisedText>;

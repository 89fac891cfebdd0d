import type { LocalisedText } from '../route-table/route-table.types';

/** The upload form's refusals as the server replies them, in both languages (UPLOAD_MESSAGES are the web's). */
export const UPLOAD_REPLY_MESSAGES = {
  uploadOneFileOnly: { 'zh-CN': '一次只能上传一张图片', 'en-US': 'Only one image can be uploaded at a time' },
  uploadTooManyFields: { 'zh-CN': '表单字段过多', 'en-US': 'The form has too many fields' },
  uploadBadMaxSize: {
    'zh-CN': 'maxSize 须为 1 到 {max} 之间的整数（KB）',
    'en-US': 'maxSize must be a whole number of KB from 1 to {max}',
  },
  uploadBadImageKey: { 'zh-CN': 'img_key 无效', 'en-US': 'img_key is not valid' },
} as const satisfies Record<string, LocalisedText>;

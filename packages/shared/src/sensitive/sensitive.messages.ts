import type { LocalisedText } from '../route-table/route-table.types';

/** The desensitised-data viewer's replies, in both languages. */
export const SENSITIVE_MESSAGES = {
  sensitiveRecordNotFound: {
    'zh-CN': '记录不存在或不在您的数据范围内',
    'en-US': 'The record does not exist or is outside your data scope',
  },
  plainViewFieldRefused: { 'zh-CN': '该字段不支持查看明文', 'en-US': 'This field cannot be shown in plain text' },
  plainViewsTooFrequent: {
    'zh-CN': '查看明文过于频繁：每{window}分钟最多{views}次，请{minutes}分钟后再试',
    'en-US': 'Too many plain-text views: at most {views} every {window} minutes, try again in {minutes} minutes',
  },
} as const satisfies Record<string, LocalisedText>;

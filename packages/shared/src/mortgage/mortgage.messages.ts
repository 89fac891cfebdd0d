import type { LocalisedText } from '../route-table/route-table.types';

/** The mortgage module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const MORTGAGE_REPLY_MESSAGES = {
  mortgageNotFound: { 'zh-CN': '记录不存在或不在您的数据范围内', 'en-US': 'The record does not exist or is outside your data scope' },
  mortgageStale: { 'zh-CN': '该记录已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the record: refresh and try again' },
} as const satisfies Record<string, LocalisedText>;

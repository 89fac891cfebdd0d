import type { LocalisedText } from '../route-table/route-table.types';

/** The region dictionary's replies, in both languages. */
export const REGION_MESSAGES = {
  regionNotFound: { 'zh-CN': '行政区划代码不存在', 'en-US': 'The region code does not exist' },
} as const satisfies Record<string, LocalisedText>;

import type { LocalisedText } from '../route-table/route-table.types';

/* The borrower's choice texts, apart from its schemas (a page that only names one builds no zod schema). */

/** Marriage status; the spec lists "marriage" among its many-valued options without the values. */
export const MARRIAGE_TEXT = {
  1: { 'zh-CN': '未婚', 'en-US': 'Single' },
  2: { 'zh-CN': '已婚', 'en-US': 'Married' },
  3: { 'zh-CN': '离异', 'en-US': 'Divorced' },
  4: { 'zh-CN': '丧偶', 'en-US': 'Widowed' },
} as const satisfies Record<number, LocalisedText>;

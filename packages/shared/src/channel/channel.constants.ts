import type { LocalisedText } from '../route-table/route-table.types';

/*
 * The channel's choice texts, apart from its schemas: a page that only names a borrow type (the
 * bill lists' columns) then does not build the channel's zod schemas, and zod with them.
 */

/** 1: a rate of the loan amount; 2: a fixed amount per bill. */
export const FEE_MODE_TEXT = {
  1: { 'zh-CN': '按借款金额比例', 'en-US': 'Rate of the loan amount' },
  2: { 'zh-CN': '每笔固定金额', 'en-US': 'Fixed amount per bill' },
} as const satisfies Record<number, LocalisedText>;

/** Spec 000 §9 borrow types, which a fee rule applies to. */
export const BORROW_TYPE_TEXT = {
  1: { 'zh-CN': '过桥', 'en-US': 'Bridge' },
  2: { 'zh-CN': '一抵', 'en-US': 'First mortgage' },
  3: { 'zh-CN': '二抵', 'en-US': 'Second mortgage' },
  4: { 'zh-CN': '三类接桥', 'en-US': 'Class-3 connecting bridge' },
  5: { 'zh-CN': '一类', 'en-US': 'Class-1' },
  6: { 'zh-CN': '二类', 'en-US': 'Class-2' },
  7: { 'zh-CN': '解押', 'en-US': 'Lift-release' },
  8: { 'zh-CN': '解押担保', 'en-US': 'Lift-release guarantee' },
  9: { 'zh-CN': '法拍担保', 'en-US': 'Court-auction guarantee' },
} as const satisfies Record<number, LocalisedText>;

/** Route /billManage/channelManage (spec 001 §2); its fee rules (freeRuleAdd) are under the same code. */
export const CHANNEL_PERMISSION = 'channel_manage';
/** channelSource: how the channel reaches us (the spec names the field, not its values). */
export const CHANNEL_SOURCE_TEXT = {
  1: { 'zh-CN': '中介机构', 'en-US': 'Agency' },
  2: { 'zh-CN': '合作机构', 'en-US': 'Partner institution' },
  3: { 'zh-CN': '客户转介绍', 'en-US': 'Customer referral' },
  4: { 'zh-CN': '其他', 'en-US': 'Other' },
} as const satisfies Record<number, LocalisedText>;

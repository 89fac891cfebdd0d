import type { LocalisedText } from '../route-table/route-table.types';

/**
 * The charge module's texts, in both languages; spread into MESSAGES (api/messages.ts). The
 * schema's refusals use the zh-CN texts as zod messages, so a reply in en-US finds them here.
 */
export const CHARGE_REPLY_MESSAGES = {
  chargeStandardNotFound: { 'zh-CN': '收费标准不存在', 'en-US': 'The charge standard does not exist' },
  chargeVersionNotFound: { 'zh-CN': '该收费标准没有此版本', 'en-US': 'The charge standard has no such version' },
  chargeStandardStale: {
    'zh-CN': '该收费标准已被他人修改，请刷新后重试',
    'en-US': 'Someone else changed the charge standard: refresh and try again',
  },
  chargeBillNotFound: { 'zh-CN': '报单不存在或不在您的数据范围内', 'en-US': 'The bill does not exist or is outside your data scope' },
  chargeBillNotPriceable: { 'zh-CN': '报单终审通过后才能计费', 'en-US': 'A bill is priced only after final review has passed' },
  chargeItemsRequired: { 'zh-CN': '请至少添加一项费用', 'en-US': 'Add at least one fee item' },
  chargeItemsTooMany: { 'zh-CN': '费用项最多20项', 'en-US': 'At most 20 fee items' },
  chargeItemNameRepeated: { 'zh-CN': '费用名称不能重复', 'en-US': 'Fee item names must differ' },
  chargeDaysFormat: { 'zh-CN': '计费天数须为1到3650的整数', 'en-US': 'Charge days must be a whole number from 1 to 3650' },
  chargeRateFormat: {
    'zh-CN': '费率须为0到100之间的数，最多4位小数',
    'en-US': 'A rate must be a number from 0 to 100 with at most 4 decimals',
  },
  chargeLevelUnknown: { 'zh-CN': '客户经理级别不存在', 'en-US': 'No such customer-manager level' },
  chargeManagerNotFound: { 'zh-CN': '客户经理不存在', 'en-US': 'No such customer manager' },
} as const satisfies Record<string, LocalisedText>;

/** The zh-CN text of a message, for a zod refusal (the reply finds its en-US text by it). */
export const chargeText = (key: keyof typeof CHARGE_REPLY_MESSAGES) => CHARGE_REPLY_MESSAGES[key]['zh-CN'];

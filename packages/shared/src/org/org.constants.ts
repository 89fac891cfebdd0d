import type { LocalisedText } from '../route-table/route-table.types';

/** Areas of spec 000 §6. ALL is the pseudo-area of head-office staff who see every city. */
export const AREAS = {
  BJ_11: { 'zh-CN': '北京', 'en-US': 'Beijing' },
  SH_31: { 'zh-CN': '上海', 'en-US': 'Shanghai' },
  XA_61: { 'zh-CN': '西安', 'en-US': "Xi'an" },
  WH_42: { 'zh-CN': '武汉', 'en-US': 'Wuhan' },
  ALL: { 'zh-CN': '全部', 'en-US': 'All' },
} as const satisfies Record<string, LocalisedText>;
export type AreaCode = keyof typeof AREAS;
export const AREA_CODES = Object.keys(AREAS) as AreaCode[];
export const CITY_AREA_CODES = ['BJ_11', 'SH_31', 'XA_61', 'WH_42'] as const satisfies readonly AreaCode[];

/** Groups 1–16 of spec 000 §6 (role 11 staff are organised by group). */
export const GROUPS = {
  1: { 'zh-CN': '业务一组', 'en-US': 'Sales group 1' },
  2: { 'zh-CN': '业务二组', 'en-US': 'Sales group 2' },
  3: { 'zh-CN': '业务三组', 'en-US': 'Sales group 3' },
  4: { 'zh-CN': '线下门店', 'en-US': 'Offline store' },
  5: { 'zh-CN': '业务五组', 'en-US': 'Sales group 5' },
  6: { 'zh-CN': '业务六组', 'en-US': 'Sales group 6' },
  7: { 'zh-CN': '业务七组', 'en-US': 'Sales group 7' },
  8: { 'zh-CN': '业务八组', 'en-US': 'Sales group 8' },
  9: { 'zh-CN': '业务九组', 'en-US': 'Sales group 9' },
  10: { 'zh-CN': '业务十组', 'en-US': 'Sales group 10' },
  11: { 'zh-CN': '综合组', 'en-US': 'General group' },
  12: { 'zh-CN': '机构业务', 'en-US': 'Institution business' },
  13: { 'zh-CN': '银行业务', 'en-US': 'Bank business' },
  14: { 'zh-CN': '上海业务', 'en-US': 'Shanghai business' },
  15: { 'zh-CN': '西安业务', 'en-US': "Xi'an business" },
  16: { 'zh-CN': '武汉业务', 'en-US': 'Wuhan business' },
} as const satisfies Record<number, LocalisedText>;
export type GroupId = keyof typeof GROUPS;
export const GROUP_IDS = Object.keys(GROUPS).map(Number) as GroupId[];

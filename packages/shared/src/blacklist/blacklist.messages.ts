import type { LocalisedText } from '../route-table/route-table.types';

/** The blacklist service's replies, served through the error catalogue. */
export const BLACKLIST_MESSAGES = {
  blacklistNotFound: { 'zh-CN': '黑名单记录不存在', 'en-US': 'The blacklist entry does not exist' },
  blacklistAlready: { 'zh-CN': '该人员已在黑名单中', 'en-US': 'This person is already on the blacklist' },
  blacklistRemovedAlready: {
    'zh-CN': '该黑名单记录已被移除，请刷新后重试',
    'en-US': 'This blacklist entry has already been removed, please refresh and retry',
  },
} as const satisfies Record<string, LocalisedText>;

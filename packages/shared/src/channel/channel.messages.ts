import type { LocalisedText } from '../route-table/route-table.types';

/** The channel service's replies, served through the error catalogue. */
export const CHANNEL_MESSAGES = {
  channelNotFound: { 'zh-CN': '渠道不存在或不在您的数据范围内', 'en-US': 'The channel does not exist or is outside your data scope' },
  channelStale: {
    'zh-CN': '该渠道已被他人修改，请刷新后重试',
    'en-US': 'The channel was changed by someone else, please refresh and retry',
  },
} as const satisfies Record<string, LocalisedText>;

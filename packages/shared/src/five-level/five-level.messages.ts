import type { LocalisedText } from '../route-table/route-table.types';

/**
 * The five-level module's texts, in both languages; spread into MESSAGES (api/messages.ts). The
 * schema's refusals use the zh-CN texts as zod messages, so a reply in en-US finds them here.
 */
export const FIVE_LEVEL_REPLY_MESSAGES = {
  fiveLevelLoanNotFound: {
    'zh-CN': '借款不存在或不在您的数据范围内',
    'en-US': 'The loan does not exist or is outside your data scope',
  },
  fiveLevelChangeNotFound: {
    'zh-CN': '变更申请不存在或不在您的数据范围内',
    'en-US': 'The change request does not exist or is outside your data scope',
  },
  fiveLevelUnknown: { 'zh-CN': '五级分类不存在', 'en-US': 'No such five-level classification' },
  fiveLevelUnchanged: { 'zh-CN': '新分类与当前分类相同', 'en-US': 'The new classification is the current one' },
  fiveLevelPending: {
    'zh-CN': '该借款已有待审批的分类变更',
    'en-US': 'This loan already has a classification change awaiting approval',
  },
  fiveLevelStale: {
    'zh-CN': '该借款的分类已被他人变更，请刷新后重试',
    'en-US': 'Someone else changed the classification: refresh and try again',
  },
  fiveLevelDecided: { 'zh-CN': '该申请已被处理，请刷新后查看', 'en-US': 'The request has already been decided: refresh to see it' },
} as const satisfies Record<string, LocalisedText>;

/** The zh-CN text of a message, for a zod refusal (the reply finds its en-US text by it). */
export const fiveLevelText = (key: keyof typeof FIVE_LEVEL_REPLY_MESSAGES) => FIVE_LEVEL_REPLY_MESSAGES[key]['zh-CN'];

import type { LocalisedText } from '../route-table/route-table.types';

/** The borrower service's replies, served through the error catalogue. */
export const BORROWER_MESSAGES = {
  borrowerNotFound: {
    'zh-CN': '借款人不存在或不在您的数据范围内',
    'en-US': 'The borrower does not exist or is outside your data scope',
  },
  borrowerIdCardTaken: { 'zh-CN': '该身份证号的借款人已存在', 'en-US': 'A borrower with this ID number already exists' },
  borrowerStale: {
    'zh-CN': '该借款人已被他人修改，请刷新后重试',
    'en-US': 'The borrower was changed by someone else, please refresh and retry',
  },
} as const satisfies Record<string, LocalisedText>;

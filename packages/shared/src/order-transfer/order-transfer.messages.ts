import type { LocalisedText } from '../route-table/route-table.types';

/** The order-transfer module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const ORDER_TRANSFER_REPLY_MESSAGES = {
  orderTransferNotFound: {
    'zh-CN': '转单申请不存在或不在您的数据范围内',
    'en-US': 'The transfer request does not exist or is outside your data scope',
  },
  orderTransferStale: {
    'zh-CN': '转单申请已被他人处理，请刷新后重试',
    'en-US': 'Someone else has acted on this transfer request: refresh and try again',
  },
  orderTransferBillNotFound: {
    'zh-CN': '报单不存在、已作废或不在您的数据范围内',
    'en-US': 'The bill does not exist, is abandoned or is outside your data scope',
  },
  orderTransferTargetInvalid: {
    'zh-CN': '接收业务员须为您数据范围内的在职业务员',
    'en-US': 'The receiving salesperson must be an active salesperson inside your data scope',
  },
  orderTransferSamePerson: {
    'zh-CN': '接收业务员不能是原业务员',
    'en-US': 'The receiving salesperson must differ from the current one',
  },
  orderTransferNoBills: {
    'zh-CN': '该业务员名下没有可转的报单',
    'en-US': 'This salesperson has no open bills to transfer',
  },
  orderTransferBillPending: {
    'zh-CN': '报单{billNo}已在另一转单申请中，请等待其审批',
    'en-US': 'Bill {billNo} is already in another pending transfer request',
  },
} as const satisfies Record<string, LocalisedText>;

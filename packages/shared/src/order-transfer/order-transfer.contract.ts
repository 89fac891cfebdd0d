import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  orderTransferApproveBody,
  orderTransferBillOptions,
  orderTransferBillQuery,
  orderTransferDetail,
  orderTransferInput,
  orderTransferListQuery,
  orderTransferListReply,
  orderTransferMoveReply,
  orderTransferPeopleReply,
  orderTransferRejectBody,
} from './order-transfer.schema';
import { ORDER_TRANSFER_PERMISSION as P } from './order-transfer.status';

/** The writes' success texts (the errors are catalogue keys: order-transfer.messages.ts). */
export const ORDER_TRANSFER_MESSAGES = {
  applied: { 'zh-CN': '转单申请已提交，待审批', 'en-US': 'Transfer request sent for approval' },
  approved: { 'zh-CN': '已审批通过，报单已转给新业务员', 'en-US': 'Approved: the bills now belong to the new salesperson' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
} as const satisfies Record<string, LocalisedText>;

const scoped = (permission: string) => ({ permission, dataScope: 'scoped' }) as const;
const own = (permission: string) => ({ permission, dataScope: 'own' }) as const;
const get = { method: 'GET', domain: 'default' } as const;
const post = { method: 'POST', domain: 'default' } as const;
/** Opened from either list: the service admits the request when one of the caller's lists holds it (404 otherwise). */
const fromEitherList = { permission: SIGNED_IN, dataScope: 'scoped' } as const;

/** /transferOder: the applicant's requests, the approval list, the detail, applying and deciding. */
export const ORDER_TRANSFER_API = contract('order-transfer', {
  mine: endpoint({
    ...get,
    path: '/v1/transfer-order/mine',
    access: own(P.apply),
    query: orderTransferListQuery,
    reply: orderTransferListReply,
  }),
  approvals: endpoint({
    ...get,
    path: '/v1/transfer-order/approvals',
    access: scoped(P.approve),
    query: orderTransferListQuery,
    reply: orderTransferListReply,
  }),
  people: endpoint({ ...get, path: '/v1/transfer-order/salespeople', access: scoped(P.apply), reply: orderTransferPeopleReply }),
  bills: endpoint({
    ...get,
    path: '/v1/transfer-order/bills',
    access: scoped(P.apply),
    query: orderTransferBillQuery,
    reply: orderTransferBillOptions,
  }),
  detail: endpoint({ ...get, path: '/v1/transfer-order/:id', access: fromEitherList, params: recordIdParams, reply: orderTransferDetail }),
  apply: endpoint({
    ...post,
    path: '/v1/transfer-order',
    access: scoped(P.apply),
    body: orderTransferInput,
    reply: z.object({ id: z.number().int() }),
    done: ORDER_TRANSFER_MESSAGES.applied,
  }),
  approve: endpoint({
    ...post,
    path: '/v1/transfer-order/:id/approve',
    access: scoped(P.approve),
    params: recordIdParams,
    body: orderTransferApproveBody,
    reply: orderTransferMoveReply,
    done: ORDER_TRANSFER_MESSAGES.approved,
  }),
  reject: endpoint({
    ...post,
    path: '/v1/transfer-order/:id/reject',
    access: scoped(P.approve),
    params: recordIdParams,
    body: orderTransferRejectBody,
    reply: orderTransferMoveReply,
    done: ORDER_TRANSFER_MESSAGES.rejected,
  }),
});

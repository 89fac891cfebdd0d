import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { imageKey } from '../upload/upload.schema';
import {
  paymentRecordApproveBody,
  paymentBillOptions,
  paymentBillQuery,
  paymentMoveReply,
  paymentRecordDetail,
  paymentRecordInput,
  paymentRecordListQuery,
  paymentRecordListReply,
  paymentRecordRejectBody,
  paymentVoucherBody,
  paymentVoucherParams,
} from './payment-record.schema';
import { PAYMENT_RECORD_PERMISSION as P } from './payment-record.status';

/** The writes' success texts (the errors are catalogue keys: payment-record.messages.ts). */
export const PAYMENT_RECORD_MESSAGES = {
  added: { 'zh-CN': '已新增付款记录', 'en-US': 'Payment record added' },
  uploaded: { 'zh-CN': '凭证已提交，待审批', 'en-US': 'Vouchers sent for approval' },
  approved: { 'zh-CN': '已审批通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
} as const satisfies Record<string, LocalisedText>;

const scoped = (permission: string) => ({ permission, dataScope: 'scoped' }) as const;
const get = { method: 'GET', domain: 'default' } as const;
const post = { method: 'POST', domain: 'default' } as const;
/** Opened from any of the four lists: the service admits the record when one of the caller's lists holds it (404 otherwise). */
const fromAnyList = { permission: SIGNED_IN, dataScope: 'scoped' } as const;

/** /paymentRecordManage: the four lists, a bill's records, recording, vouchers and the two approval levels. */
export const PAYMENT_RECORD_API = contract('payment-record', {
  list: endpoint({
    ...get,
    path: '/v1/payment-record/list',
    access: scoped(P.list),
    query: paymentRecordListQuery,
    reply: paymentRecordListReply,
  }),
  agencyList: endpoint({
    ...get,
    path: '/v1/payment-record/list/agency',
    access: scoped(P.agency),
    query: paymentRecordListQuery,
    reply: paymentRecordListReply,
  }),
  directList: endpoint({
    ...get,
    path: '/v1/payment-record/list/direct',
    access: scoped(P.direct),
    query: paymentRecordListQuery,
    reply: paymentRecordListReply,
  }),
  approvals: endpoint({
    ...get,
    path: '/v1/payment-record/approvals',
    access: scoped(P.approve),
    query: paymentRecordListQuery,
    reply: paymentRecordListReply,
  }),
  bills: endpoint({ ...get, path: '/v1/payment-record/bills', access: scoped(P.list), query: paymentBillQuery, reply: paymentBillOptions }),
  detail: endpoint({ ...get, path: '/v1/payment-record/:id', access: fromAnyList, params: recordIdParams, reply: paymentRecordDetail }),
  create: endpoint({
    ...post,
    path: '/v1/payment-record',
    access: scoped(P.list),
    body: paymentRecordInput,
    reply: z.object({ id: z.number().int() }),
    done: PAYMENT_RECORD_MESSAGES.added,
  }),
  vouchers: endpoint({
    ...post,
    path: '/v1/payment-record/:id/vouchers',
    access: scoped(P.list),
    params: recordIdParams,
    body: paymentVoucherBody,
    reply: paymentMoveReply,
    done: PAYMENT_RECORD_MESSAGES.uploaded,
  }),
  approve: endpoint({
    ...post,
    path: '/v1/payment-record/:id/approve',
    access: scoped(P.approve),
    params: recordIdParams,
    body: paymentRecordApproveBody,
    reply: paymentMoveReply,
    done: PAYMENT_RECORD_MESSAGES.approved,
  }),
  reject: endpoint({
    ...post,
    path: '/v1/payment-record/:id/reject',
    access: scoped(P.approve),
    params: recordIdParams,
    body: paymentRecordRejectBody,
    reply: paymentMoveReply,
    done: PAYMENT_RECORD_MESSAGES.rejected,
  }),
  /** A voucher's encrypted image and its key (decision 0005), for whoever may open the record. */
  voucherImage: endpoint({
    ...get,
    path: '/v1/payment-record/:id/vouchers/:voucherId/image',
    access: fromAnyList,
    params: paymentVoucherParams,
    file: true,
  }),
  voucherImageKey: endpoint({
    ...get,
    path: '/v1/payment-record/:id/vouchers/:voucherId/image/key',
    access: fromAnyList,
    params: paymentVoucherParams,
    reply: imageKey,
  }),
});

import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  rechargeInput,
  rechargeListQuery,
  rechargeListReply,
  rechargeLoanChoices,
  rechargeLoanChoicesQuery,
  rechargeRejectBody,
  rechargeRow,
  withholdChannelNextBody,
  withholdDetail,
  withholdDuesQuery,
  withholdDuesReply,
  withholdInput,
  withholdListQuery,
  withholdListReply,
  withholdReconcileBody,
  withholdReconcileReply,
  withholdRow,
} from './withhold.schema';

/** Spec 000 §2 /rechargeRecordManage and 001 §2 /WithholdManager; reviewing a recharge is finance's (decision 0041's code). */
export const WITHHOLD_PERMISSION = {
  rechargeList: 'recharge_record_list',
  withholdRecords: 'deduct_record_list',
  desk: 'withhold_list',
  review: 'repayment_apply_approve',
} as const;
/** The audit trail's names for these records. */
export const WITHHOLD_ENTITY = 'withhold_request';
export const RECHARGE_ENTITY = 'recharge_record';
export const WITHHOLD_RECONCILIATION_ENTITY = 'withhold_reconciliation';

export const WITHHOLD_MESSAGES = {
  started: { 'zh-CN': '代扣已发起', 'en-US': 'The withholding is sent' },
  retried: { 'zh-CN': '已重新代扣', 'en-US': 'The withholding is retried' },
  queried: { 'zh-CN': '已查询代扣结果', 'en-US': 'The withholding result is queried' },
  channelSet: { 'zh-CN': '已设置模拟通道的下一次结果', 'en-US': 'Simulator outcome set' },
  reconciled: { 'zh-CN': '对账完成', 'en-US': 'Reconciliation finished' },
  recharged: { 'zh-CN': '充值已登记，待财务审核入账', 'en-US': 'The recharge is recorded and awaits finance review' },
  rechargeApproved: { 'zh-CN': '充值已审核入账', 'en-US': 'The recharge is approved and posted' },
  rechargeRejected: { 'zh-CN': '充值已驳回', 'en-US': 'The recharge is rejected' },
} as const satisfies Record<string, LocalisedText>;

const records = { permission: WITHHOLD_PERMISSION.withholdRecords, dataScope: 'scoped' } as const;
const desk = { permission: WITHHOLD_PERMISSION.desk, dataScope: 'scoped' } as const;
const recharges = { permission: WITHHOLD_PERMISSION.rechargeList, dataScope: 'scoped' } as const;
const review = { permission: WITHHOLD_PERMISSION.review, dataScope: 'scoped' } as const;

/** Withholding requests through the channel, reconciliation, and recharges (bill domain, 000 §7's style). */
export const WITHHOLD_API = contract('withhold', {
  /** withholdRecordList: every withholding in scope. */
  records: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/records',
    access: records,
    body: withholdListQuery,
    reply: withholdListReply,
  }),
  /** The desk's list (zhWithholdList): the same requests, with the actions. */
  deskList: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/list',
    access: desk,
    body: withholdListQuery,
    reply: withholdListReply,
  }),
  dues: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/dues',
    access: desk,
    body: withholdDuesQuery,
    reply: withholdDuesReply,
  }),
  detail: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/:id/detail',
    access: desk,
    params: recordIdParams,
    reply: withholdDetail,
  }),
  start: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold',
    access: desk,
    body: withholdInput,
    reply: withholdRow,
    done: WITHHOLD_MESSAGES.started,
  }),
  /** A failed request is asked again: a new attempt of the same request (its posting key is the request's). */
  retry: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/:id/retry',
    access: desk,
    params: recordIdParams,
    reply: withholdRow,
    done: WITHHOLD_MESSAGES.retried,
  }),
  /** A request whose result is unknown (timed out): the channel's status query settles it. */
  query: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/:id/query',
    access: desk,
    params: recordIdParams,
    reply: withholdRow,
    done: WITHHOLD_MESSAGES.queried,
  }),
  reconcile: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/reconcile',
    access: { permission: WITHHOLD_PERMISSION.desk, dataScope: 'none' },
    body: withholdReconcileBody,
    reply: withholdReconcileReply,
    done: WITHHOLD_MESSAGES.reconciled,
  }),
  channelNext: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/withhold/channel/next',
    access: { permission: WITHHOLD_PERMISSION.desk, dataScope: 'none' },
    body: withholdChannelNextBody,
    reply: z.object({ outcome: z.string() }),
    done: WITHHOLD_MESSAGES.channelSet,
  }),
  rechargeList: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/recharge/list',
    access: recharges,
    body: rechargeListQuery,
    reply: rechargeListReply,
  }),
  rechargeLoans: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/recharge/loans',
    access: recharges,
    body: rechargeLoanChoicesQuery,
    reply: rechargeLoanChoices,
  }),
  recharge: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/recharge',
    access: recharges,
    body: rechargeInput,
    reply: rechargeRow,
    done: WITHHOLD_MESSAGES.recharged,
  }),
  rechargeApprove: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/recharge/:id/approve',
    access: review,
    params: recordIdParams,
    reply: rechargeRow,
    done: WITHHOLD_MESSAGES.rechargeApproved,
  }),
  rechargeReject: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/recharge/:id/reject',
    access: review,
    params: recordIdParams,
    body: rechargeRejectBody,
    reply: rechargeRow,
    done: WITHHOLD_MESSAGES.rechargeRejected,
  }),
});

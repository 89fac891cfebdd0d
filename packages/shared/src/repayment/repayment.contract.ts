import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  repayApplyBase,
  repayApplyInput,
  repayApplyListQuery,
  repayApplyListReply,
  repayApplyRejectBody,
  repayApplyReply,
  repayListQuery,
  repayListReply,
  repayLoanDetail,
  repayManageQuery,
  repayManageReply,
  repayStatistics,
  repayStatisticsQuery,
} from './repayment.schema';
import {
  businessDateAdvance,
  businessDateMovesReply,
  businessDateReply,
  overdueLoanQuery,
  overdueLoanReply,
  overdueRunReply,
  overdueScheduleQuery,
  overdueScheduleReply,
} from './overdue.schema';
import { prepaymentQuoteReply, settleStatusBody, settleStatusReply } from './settlement.schema';
import { repaymentSettingsBody, repaymentSettingsReply } from './waterfall.schema';

/** Spec 001 §2 /repaymentManage: the group, the business list and the risk query. */
export const REPAYMENT_PERMISSION = {
  group: 'business_repay_manage',
  list: 'business_repay_list',
  query: 'risk_repay_query',
  /** Spec 000 §2 /overdueRecordManage: the group, overdueRecordList and overdueScheduleList. */
  overdue: 'overdue_record_manage',
  overdueLoans: 'overdue_record',
  overdueSchedules: 'bill_overdue_detail',
  /** Ours, held by the admin only: moving the business date on (tests and demo; decision 0035). */
  advanceDate: 'business_date_advance',
  /** Ours, finance's: posting or rejecting a recorded repayment (decision 0041). */
  approveApply: 'repayment_apply_approve',
  /** Ours, the admin's: the waterfall order every repayment is allocated by (decision 0053). */
  setWaterfall: 'repayment_waterfall_set',
} as const;
/** The page where finance reviews recorded repayments (its menu entry and home badge). */
export const REPAY_REVIEW_PATH = '/repaymentManage/repayApplyReview';
/** The audit trail's names for these records. */
export const REPAYMENT_LOAN_ENTITY = 'repayment_loan';
export const REPAYMENT_APPLICATION_ENTITY = 'repayment_application';

export const REPAYMENT_MESSAGES = {
  applied: { 'zh-CN': '还款已登记，待财务审核入账', 'en-US': 'The repayment is recorded and awaits finance review' },
  approved: { 'zh-CN': '还款已审核入账', 'en-US': 'The repayment is approved and posted' },
  rejected: { 'zh-CN': '还款申请已驳回', 'en-US': 'The repayment application is rejected' },
  settleApplied: { 'zh-CN': '提前结清申请已登记，待财务审核入账', 'en-US': 'The early settlement is recorded and awaits finance review' },
  advanced: { 'zh-CN': '营业日已推进，逾期处理已完成', 'en-US': 'The business date is advanced and the overdue run is done' },
  refundApplied: { 'zh-CN': '余额退还已登记，待财务审核付款', 'en-US': 'The credit refund is recorded and awaits finance review' },
  waterfallSaved: { 'zh-CN': '还款顺序已保存', 'en-US': 'The repayment order is saved' },
} as const satisfies Record<string, LocalisedText>;

const list = { permission: REPAYMENT_PERMISSION.list, dataScope: 'scoped' } as const;
const own = { permission: REPAYMENT_PERMISSION.list, dataScope: 'own' } as const;
const query = { permission: REPAYMENT_PERMISSION.query, dataScope: 'scoped' } as const;
const approve = { permission: REPAYMENT_PERMISSION.approveApply, dataScope: 'scoped' } as const;

/** The billing service's reads of repayment (spec 000 §7, all POST, bill domain). */
export const REPAYMENT_API = contract('repayment', {
  /** Whether a bill shows its repayment part: it has a schedule (a loan in repayment) inside the caller's scope. */
  showSwitch: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/show_switch/bill/:id',
    access: { permission: REPAYMENT_PERMISSION.group, dataScope: 'scoped' },
    params: recordIdParams,
    reply: z.boolean(),
  }),
  /** The instalments of the caller's own loans. */
  billPlan: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/billPlan/salesman',
    access: own,
    body: repayListQuery,
    reply: repayListReply,
  }),
  billPlanSum: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/billPlanSum/salesman',
    access: own,
    body: repayStatisticsQuery,
    reply: repayStatistics,
  }),
  repayManage: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayManage',
    access: list,
    body: repayManageQuery,
    reply: repayManageReply,
  }),
  repayManageDetail: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayManage/:id',
    access: list,
    params: recordIdParams,
    reply: repayLoanDetail,
  }),
  /** Money received on a loan, recorded for finance's review (decision 0041); nothing posts yet. */
  repayApply: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayApply',
    access: list,
    body: repayApplyInput,
    reply: repayApplyReply,
    done: REPAYMENT_MESSAGES.applied,
  }),
  /** Finance posts an application: allocated by the waterfall, posted to the ledger, instalments marked (decisions 0031, 0041). */
  repayApplyApprove: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayApply/:id/approve',
    access: approve,
    params: recordIdParams,
    reply: repayApplyReply,
    done: REPAYMENT_MESSAGES.approved,
  }),
  repayApplyReject: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayApply/:id/reject',
    access: approve,
    params: recordIdParams,
    body: repayApplyRejectBody,
    reply: repayApplyReply,
    done: REPAYMENT_MESSAGES.rejected,
  }),
  /** What settling the loan early takes on the business date (decision 0048). */
  prepaymentQuote: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/prepaymentQuote/:id',
    access: list,
    params: recordIdParams,
    reply: prepaymentQuoteReply,
  }),
  /** A loan's settlement, and what it started (mortgage release, archive return); asking again starts what is missing. */
  settleStatus: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/settleStatus',
    access: list,
    body: settleStatusBody,
    reply: settleStatusReply,
  }),
  repayApplyBase: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayApplyBase/:id',
    access: list,
    params: recordIdParams,
    reply: repayApplyBase,
  }),
  repayApplyList: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayApply/list',
    access: list,
    body: repayApplyListQuery,
    reply: repayApplyListReply,
  }),
  repayList: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayList',
    access: query,
    body: repayListQuery,
    reply: repayListReply,
  }),
  repayListStatistics: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repayList/statistics',
    access: query,
    body: repayStatisticsQuery,
    reply: repayStatistics,
  }),
  /** The business date (decision 0035): whoever sees the overdue pages may read it. */
  businessDate: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/businessDate',
    access: { permission: REPAYMENT_PERMISSION.overdue, dataScope: 'none' },
    reply: businessDateReply,
  }),
  /** The business date's operation record: the latest moves by hand (decision 0074), to whoever sees the date. */
  businessDateMoves: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/businessDate/moves',
    access: { permission: REPAYMENT_PERMISSION.overdue, dataScope: 'none' },
    reply: businessDateMovesReply,
  }),
  /** Moves the business date on and runs the overdue run up to it: admin only, refused in production unless enabled. */
  advanceBusinessDate: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/businessDate/advance',
    access: { permission: REPAYMENT_PERMISSION.advanceDate, dataScope: 'none' },
    body: businessDateAdvance,
    reply: overdueRunReply,
    done: REPAYMENT_MESSAGES.advanced,
  }),
  /** The waterfall order (decision 0053): whoever opens the loans in repayment may read it. */
  repaymentSettings: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/repaymentSettings',
    access: { permission: REPAYMENT_PERMISSION.list, dataScope: 'none' },
    reply: repaymentSettingsReply,
  }),
  /** Changes the waterfall order: the admin's, against the version read (a stale one is 409). */
  saveRepaymentSettings: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/repaymentSettings',
    access: { permission: REPAYMENT_PERMISSION.setWaterfall, dataScope: 'none' },
    body: repaymentSettingsBody,
    reply: repaymentSettingsReply,
    done: REPAYMENT_MESSAGES.waterfallSaved,
  }),
  overdueLoans: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/overdue/list',
    access: { permission: REPAYMENT_PERMISSION.overdueLoans, dataScope: 'scoped' },
    body: overdueLoanQuery,
    reply: overdueLoanReply,
  }),
  overdueSchedules: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/bill/overdue/schedule/list',
    access: { permission: REPAYMENT_PERMISSION.overdueSchedules, dataScope: 'scoped' },
    body: overdueScheduleQuery,
    reply: overdueScheduleReply,
  }),
});

import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import {
  adjustmentInput,
  adjustmentListQuery,
  adjustmentListReply,
  borrowTypeChangeInput,
  borrowTypeLogQuery,
  borrowTypeLogReply,
  depositInput,
  depositListQuery,
  depositListReply,
  extensionInput,
  extensionListQuery,
  extensionListReply,
  loanDecisionBody,
  loanRejectBody,
  recordLoanOptions,
} from './loan-records.schema';

/**
 * The codes of the loan book's records of change (spec 000 §2), and ours for the second person who
 * decides an adjustment or an extension (the spec names none; decision 0043). Extensions are a
 * hidden page opened from the loan accounts, so they take the loan accounts' code.
 */
export const LOAN_RECORDS_PERMISSION = {
  deposits: 'deposit_list',
  adjustments: 'contract_adjust_detail',
  typeLog: 'loan_type_change_record',
  extensions: 'borrow_bill',
  approve: 'loan_change_approve',
} as const;
/** The audit trail's names. */
export const LOAN_RECORDS_ENTITY = {
  deposit: 'loan_deposit',
  adjustment: 'loan_adjustment',
  typeChange: 'loan_type_change',
  extension: 'loan_extension',
} as const;

const scoped = (permission: string) => ({ permission, dataScope: 'scoped' }) as const;
const get = { method: 'GET', domain: 'default' } as const;
const post = { method: 'POST', domain: 'default' } as const;
const created = z.object({ id: z.number().int() });
const P = LOAN_RECORDS_PERMISSION;

const loans = (path: `/${string}`, permission: string) => endpoint({ ...get, path, access: scoped(permission), reply: recordLoanOptions });

export const LOAN_RECORDS_API = contract('borrow', {
  depositLoans: loans('/v1/borrow/deposits/loans', P.deposits),
  adjustmentLoans: loans('/v1/borrow/adjustments/loans', P.adjustments),
  typeChangeLoans: loans('/v1/borrow/type-changes/loans', P.typeLog),
  extensionLoans: loans('/v1/borrow/extensions/loans', P.extensions),
  deposits: endpoint({ ...get, path: '/v1/borrow/deposits', access: scoped(P.deposits), query: depositListQuery, reply: depositListReply }),
  recordDeposit: endpoint({
    ...post,
    path: '/v1/borrow/deposits',
    access: scoped(P.deposits),
    body: depositInput,
    reply: created,
    done: { 'zh-CN': '保证金已入账', 'en-US': 'Deposit posted' },
  }),
  adjustments: endpoint({
    ...get,
    path: '/v1/borrow/adjustments',
    access: scoped(P.adjustments),
    query: adjustmentListQuery,
    reply: adjustmentListReply,
  }),
  requestAdjustment: endpoint({
    ...post,
    path: '/v1/borrow/adjustments',
    access: scoped(P.adjustments),
    body: adjustmentInput,
    reply: created,
    done: { 'zh-CN': '已提交，待审批', 'en-US': 'Sent for approval' },
  }),
  approveAdjustment: endpoint({
    ...post,
    path: '/v1/borrow/adjustments/:id/approve',
    access: scoped(P.approve),
    params: recordIdParams,
    body: loanDecisionBody,
    done: { 'zh-CN': '调整已审批通过', 'en-US': 'Adjustment approved' },
  }),
  rejectAdjustment: endpoint({
    ...post,
    path: '/v1/borrow/adjustments/:id/reject',
    access: scoped(P.approve),
    params: recordIdParams,
    body: loanRejectBody,
    done: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  }),
  typeLog: endpoint({
    ...get,
    path: '/v1/borrow/type-changes',
    access: scoped(P.typeLog),
    query: borrowTypeLogQuery,
    reply: borrowTypeLogReply,
  }),
  changeType: endpoint({
    ...post,
    path: '/v1/borrow/type-changes',
    access: scoped(P.typeLog),
    body: borrowTypeChangeInput,
    reply: created,
    done: { 'zh-CN': '借款类型变更已提交，待审批', 'en-US': 'Loan-type change sent for approval' },
  }),
  approveTypeChange: endpoint({
    ...post,
    path: '/v1/borrow/type-changes/:id/approve',
    access: scoped(P.approve),
    params: recordIdParams,
    body: loanDecisionBody,
    done: { 'zh-CN': '借款类型变更已审批通过', 'en-US': 'Loan-type change approved' },
  }),
  rejectTypeChange: endpoint({
    ...post,
    path: '/v1/borrow/type-changes/:id/reject',
    access: scoped(P.approve),
    params: recordIdParams,
    body: loanRejectBody,
    done: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  }),
  extensions: endpoint({
    ...get,
    path: '/v1/borrow/extensions',
    access: scoped(P.extensions),
    query: extensionListQuery,
    reply: extensionListReply,
  }),
  requestExtension: endpoint({
    ...post,
    path: '/v1/borrow/extensions',
    access: scoped(P.extensions),
    body: extensionInput,
    reply: created,
    done: { 'zh-CN': '展期申请已提交，待审批', 'en-US': 'Extension sent for approval' },
  }),
  approveExtension: endpoint({
    ...post,
    path: '/v1/borrow/extensions/:id/approve',
    access: scoped(P.approve),
    params: recordIdParams,
    body: loanDecisionBody,
    done: { 'zh-CN': '展期已审批通过', 'en-US': 'Extension approved' },
  }),
  rejectExtension: endpoint({
    ...post,
    path: '/v1/borrow/extensions/:id/reject',
    access: scoped(P.approve),
    params: recordIdParams,
    body: loanRejectBody,
    done: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  }),
});

/** The hidden extensionRecords page filtered to one loan account (grant): where a loan's drawer links (decision 0050). */
export const extensionRecordsHref = (grantId: number) => `/borrowManage/extensionRecords?grantId=${grantId}`;

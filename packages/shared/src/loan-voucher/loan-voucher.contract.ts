import { SIGNED_IN, contract, endpoint } from '../api/contract';
import type { LocalisedText } from '../route-table/route-table.types';
import { imageKey } from '../upload/upload.schema';
import {
  loanVoucherDecisionBody,
  loanVoucherDetail,
  loanVoucherImageParams,
  loanVoucherListQuery,
  loanVoucherListReply,
  loanVoucherMoveReply,
  loanVoucherParams,
  loanVoucherUploadBody,
} from './loan-voucher.schema';
import { LOAN_VOUCHER_PERMISSION as P } from './loan-voucher.status';

/** The writes' success texts (the errors are catalogue keys: loan-voucher.messages.ts). */
export const LOAN_VOUCHER_MESSAGES = {
  uploaded: { 'zh-CN': '放款凭证已提交，待一级审核', 'en-US': 'The loan voucher is sent to the first audit' },
  audited: { 'zh-CN': '审核已提交', 'en-US': 'The audit is recorded' },
} as const satisfies Record<string, LocalisedText>;

const audit = { permission: P.audit, dataScope: 'scoped' } as const;
const second = { permission: P.second, dataScope: 'scoped' } as const;
/** Opened from either list: the service admits the loan when one of the caller's two codes holds it in scope (404 otherwise). */
const fromEitherList = { permission: SIGNED_IN, dataScope: 'scoped' } as const;
const bill = { domain: 'bill' } as const;

/** Loan vouchers (/paymentRecordManage loanVoucherApproveList and its hidden pages): two audit levels by two people. */
export const LOAN_VOUCHER_API = contract('loan-voucher', {
  /** Spec 000 §7: every drawn loan in scope with its voucher's state (the first audit's list). */
  list: endpoint({
    ...bill,
    method: 'POST',
    path: '/v1/loan_voucher/audit/list',
    access: audit,
    body: loanVoucherListQuery,
    reply: loanVoucherListReply,
  }),
  /** Spec 000 §7: the vouchers that passed the first audit (waiting for, or decided at, the second). */
  secondList: endpoint({
    ...bill,
    method: 'POST',
    path: '/v1/loan_voucher/audit/second/list',
    access: second,
    body: loanVoucherListQuery,
    reply: loanVoucherListReply,
  }),
  detail: endpoint({
    ...bill,
    method: 'GET',
    path: '/v1/loan_voucher/:id',
    access: fromEitherList,
    params: loanVoucherParams,
    reply: loanVoucherDetail,
  }),
  upload: endpoint({
    ...bill,
    method: 'POST',
    path: '/v1/loan_voucher/:id/upload',
    access: audit,
    params: loanVoucherParams,
    body: loanVoucherUploadBody,
    reply: loanVoucherMoveReply,
    done: LOAN_VOUCHER_MESSAGES.uploaded,
  }),
  firstAudit: endpoint({
    ...bill,
    method: 'POST',
    path: '/v1/loan_voucher/:id/audit',
    access: audit,
    params: loanVoucherParams,
    body: loanVoucherDecisionBody,
    reply: loanVoucherMoveReply,
    done: LOAN_VOUCHER_MESSAGES.audited,
  }),
  secondAudit: endpoint({
    ...bill,
    method: 'POST',
    path: '/v1/loan_voucher/:id/audit/second',
    access: second,
    params: loanVoucherParams,
    body: loanVoucherDecisionBody,
    reply: loanVoucherMoveReply,
    done: LOAN_VOUCHER_MESSAGES.audited,
  }),
  /** A voucher's encrypted image and its key (decision 0005), for whoever may open the loan's voucher. */
  image: endpoint({
    ...bill,
    method: 'GET',
    path: '/v1/loan_voucher/:id/images/:imageId',
    access: fromEitherList,
    params: loanVoucherImageParams,
    file: true,
  }),
  imageKey: endpoint({
    ...bill,
    method: 'GET',
    path: '/v1/loan_voucher/:id/images/:imageId/key',
    access: fromEitherList,
    params: loanVoucherImageParams,
    reply: imageKey,
  }),
});

import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { imageKey } from '../upload/upload.schema';
import {
  actualPaymentQuery,
  actualPaymentReply,
  capitalCostQuery,
  capitalCostReply,
  capitalDetailQuery,
  capitalDetailReply,
  fundingLogQuery,
  fundingLogReply,
  unpaidFeeQuery,
  unpaidFeeReply,
} from './books.schema';
import { entryDetail, entryInput, entryListQuery, entryListReply } from './entry.schema';
import { paymentConfirmBody, paymentInput, paymentListQuery, paymentListReply, paymentRejectBody, voucherParams } from './payment.schema';
import { loanAccountListReply, loanAccountQuery, loanFilterQuery, loanSummaryReply, loanTotals } from './borrow.schema';

/**
 * /borrowManage (spec 000 §2): each list has its page's code. The salesperson variants show only
 * the caller's own loans, whatever scope their role has.
 */
export const BORROW_PERMISSION = {
  accounts: 'borrow_bill',
  accountsSalesman: 'borrow_bill_salesman',
  summary: 'borrow_bill_summary',
  summarySalesman: 'borrow_bill_summary_salesman',
  payments: 'payment_confirm',
  paymentsSalesman: 'payment_confirm_salesman',
  entries: 'entry_bill_list',
  fundingLog: 'funding_log',
  actualPayments: 'actual_pay_list',
  capitalDetails: 'contract_capital_detail',
  capitalCost: 'capital_cost_list',
  unpaidFees: 'order_debit_record',
} as const;
/** The audit trail's name for payment confirmations. */
export const PAYMENT_ENTITY = 'payment_confirmation';

const scoped = (permission: string) => ({ permission, dataScope: 'scoped' }) as const;
const own = (permission: string) => ({ permission, dataScope: 'own' }) as const;
const get = { method: 'GET', domain: 'default' } as const;

/** The loan book's endpoints: the server serves them, the web calls them. */
export const BORROW_API = contract('borrow', {
  accounts: endpoint({
    ...get,
    path: '/v1/borrow/loans',
    access: scoped(BORROW_PERMISSION.accounts),
    query: loanAccountQuery,
    reply: loanAccountListReply,
  }),
  accountTotals: endpoint({
    ...get,
    path: '/v1/borrow/loans/totals',
    access: scoped(BORROW_PERMISSION.accounts),
    query: loanFilterQuery,
    reply: loanTotals,
  }),
  salesmanAccounts: endpoint({
    ...get,
    path: '/v1/borrow/salesman/loans',
    access: own(BORROW_PERMISSION.accountsSalesman),
    query: loanAccountQuery,
    reply: loanAccountListReply,
  }),
  salesmanAccountTotals: endpoint({
    ...get,
    path: '/v1/borrow/salesman/loans/totals',
    access: own(BORROW_PERMISSION.accountsSalesman),
    query: loanFilterQuery,
    reply: loanTotals,
  }),
  summary: endpoint({
    ...get,
    path: '/v1/borrow/summary',
    access: scoped(BORROW_PERMISSION.summary),
    query: loanFilterQuery,
    reply: loanSummaryReply,
  }),
  salesmanSummary: endpoint({
    ...get,
    path: '/v1/borrow/salesman/summary',
    access: own(BORROW_PERMISSION.summarySalesman),
    query: loanFilterQuery,
    reply: loanSummaryReply,
  }),
  payments: endpoint({
    ...get,
    path: '/v1/borrow/payments',
    access: scoped(BORROW_PERMISSION.payments),
    query: paymentListQuery,
    reply: paymentListReply,
  }),
  salesmanPayments: endpoint({
    ...get,
    path: '/v1/borrow/salesman/payments',
    access: own(BORROW_PERMISSION.paymentsSalesman),
    query: paymentListQuery,
    reply: paymentListReply,
  }),
  /** A salesperson reports a payment on one of their own loans, with its vouchers; finance confirms it. */
  reportPayment: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/borrow/salesman/payments',
    access: own(BORROW_PERMISSION.paymentsSalesman),
    body: paymentInput,
    reply: z.object({ id: z.number().int() }),
    done: { 'zh-CN': '已提交，待财务确认', 'en-US': 'Sent for finance to confirm' },
  }),
  confirmPayment: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/borrow/payments/:id/confirm',
    access: scoped(BORROW_PERMISSION.payments),
    params: recordIdParams,
    body: paymentConfirmBody,
    done: { 'zh-CN': '已确认到账', 'en-US': 'Payment confirmed' },
  }),
  rejectPayment: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/borrow/payments/:id/reject',
    access: scoped(BORROW_PERMISSION.payments),
    params: recordIdParams,
    body: paymentRejectBody,
    done: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  }),
  /**
   * A voucher's encrypted image and its key (decision 0005): open to any signed-in user at the
   * route; the service admits finance with the record in payment_confirm's scope and the
   * salesperson whose loan it is (404 otherwise).
   */
  voucherImage: endpoint({
    ...get,
    path: '/v1/borrow/payments/:id/vouchers/:voucherId/image',
    access: { permission: SIGNED_IN, dataScope: 'scoped' },
    params: voucherParams,
    file: true,
  }),
  voucherImageKey: endpoint({
    ...get,
    path: '/v1/borrow/payments/:id/vouchers/:voucherId/image/key',
    access: { permission: SIGNED_IN, dataScope: 'scoped' },
    params: voucherParams,
    reply: imageKey,
  }),
  entries: endpoint({
    ...get,
    path: '/v1/borrow/entries',
    access: scoped(BORROW_PERMISSION.entries),
    query: entryListQuery,
    reply: entryListReply,
  }),
  entry: endpoint({
    ...get,
    path: '/v1/borrow/entries/:id',
    access: scoped(BORROW_PERMISSION.entries),
    params: recordIdParams,
    reply: entryDetail,
  }),
  postEntry: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/borrow/entries',
    access: scoped(BORROW_PERMISSION.entries),
    body: entryInput,
    reply: z.object({ id: z.number().int() }),
    done: { 'zh-CN': '已入账', 'en-US': 'Posted' },
  }),
  /** The books are the firm's (as the ledger's reads): the funding log has no row scope. */
  fundingLog: endpoint({
    ...get,
    path: '/v1/borrow/funding-log',
    access: { permission: BORROW_PERMISSION.fundingLog, dataScope: 'none' },
    query: fundingLogQuery,
    reply: fundingLogReply,
  }),
  actualPayments: endpoint({
    ...get,
    path: '/v1/borrow/actual-payments',
    access: scoped(BORROW_PERMISSION.actualPayments),
    query: actualPaymentQuery,
    reply: actualPaymentReply,
  }),
  capitalDetails: endpoint({
    ...get,
    path: '/v1/borrow/capital-details',
    access: scoped(BORROW_PERMISSION.capitalDetails),
    query: capitalDetailQuery,
    reply: capitalDetailReply,
  }),
  capitalCost: endpoint({
    ...get,
    path: '/v1/borrow/capital-cost',
    access: { permission: BORROW_PERMISSION.capitalCost, dataScope: 'none' },
    query: capitalCostQuery,
    reply: capitalCostReply,
  }),
  unpaidFees: endpoint({
    ...get,
    path: '/v1/borrow/unpaid-fees',
    access: scoped(BORROW_PERMISSION.unpaidFees),
    query: unpaidFeeQuery,
    reply: unpaidFeeReply,
  }),
});

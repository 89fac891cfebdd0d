import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { keywordParam, optionalParam, registryPaging } from '../borrower/registry-common';
import { REPAYMENT_METHODS } from '../loan/schedule';
import { ID_MAX, isoDate } from '../validation/primitives';
import { requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';

/** The lists send numbers from the URL as text, and a POST body's withTotal as a number. */
const withTotal = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), withTotalParam);
const idParam = optionalParam(z.coerce.number().int().min(1).max(ID_MAX));
const dayParam = optionalParam(isoDate('请输入正确的时间格式'));
const methodParam = optionalParam(z.enum(REPAYMENT_METHODS, { error: '还款方式不存在' }));

/** repayManage (the loans in repayment): bill number or customer prefix, loan status, method. */
export const repayManageQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    status: statusCodeParam('repaymentLoan', '状态不存在'),
    method: methodParam,
    withTotal,
  })
  .refine(withinCap, capMessage);
export type RepayManageQuery = z.infer<typeof repayManageQuery>;

/** repayList (instalments of every loan in scope) and billPlan/salesman (those of one's own loans). */
export const repayListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    loanId: idParam,
    status: statusCodeParam('repaymentPeriod', '状态不存在'),
    dueFrom: dayParam,
    dueTo: dayParam,
    withTotal,
  })
  .refine(withinCap, capMessage);
export type RepayListQuery = z.infer<typeof repayListQuery>;
/** The statistics and the plan sums take the list's filters and no paging. */
export const repayStatisticsQuery = z.object({
  keyword: keywordParam,
  loanId: idParam,
  status: statusCodeParam('repaymentPeriod', '状态不存在'),
  dueFrom: dayParam,
  dueTo: dayParam,
});
export type RepayStatisticsQuery = z.infer<typeof repayStatisticsQuery>;

const money = z.string();

/** A loan in repayment as repaymentManageList shows it. */
export const repayLoanRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  grantId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  fundingParty: z.string(),
  method: z.enum(REPAYMENT_METHODS),
  principal: money,
  annualRate: z.string(),
  termMonths: z.number().int(),
  /** The agreed term in days (decision 0070): shown as agreed; null for a loan agreed in months (0031). */
  termDays: z.number().int().nullable(),
  repaymentDay: z.number().int(),
  drawDate: z.string(),
  periods: z.number().int(),
  paidPeriods: z.number().int(),
  /** Principal not yet repaid. */
  outstanding: money,
  /** The first unpaid instalment's due day and amount; null once settled. */
  nextDueDate: z.string().nullable(),
  nextDueAmount: money.nullable(),
  /** Penalty accrued and not yet paid (decision 0035). */
  penalty: money,
  /** As the last overdue run left them: days since the oldest unpaid due day, and the five-level class that suggests. */
  daysPastDue: z.number().int(),
  suggestedClass: z.number().int(),
  status: z.number().int(),
  /** Overpayment held on the loan (decision 0048): used first by the next application; refundable once settled. */
  credit: money,
  /** The business date it was settled on; null until then. */
  settledOn: z.string().nullable(),
});
export type RepayLoanRow = z.infer<typeof repayLoanRow>;
export const repayManageReply = cappedListReply(repayLoanRow);

/** One instalment (000 §3 refund bill row: reFundTime, beginRateTime, endRateTime, principal, interest). */
export const repayPeriodRow = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  period: z.number().int(),
  reFundTime: z.string(),
  beginRateTime: z.string(),
  endRateTime: z.string(),
  principal: money,
  interest: money,
  paidPrincipal: money,
  paidInterest: money,
  /** Penalty the overdue run accrued on this instalment, and what of it has been paid. */
  penalty: money,
  paidPenalty: money,
  /** The instalment's fee on the schedule (decision 0073), and what of it has been paid. */
  fee: money,
  paidFee: money,
  status: z.number().int(),
});
export type RepayPeriodRow = z.infer<typeof repayPeriodRow>;
export const repayListReply = cappedListReply(repayPeriodRow);

/** repayManage/{id}: the loan and its whole schedule, period 1 first. */
export const repayLoanDetail = repayLoanRow.extend({ schedule: z.array(repayPeriodRow) });
export type RepayLoanDetail = z.infer<typeof repayLoanDetail>;

/** repayList/statistics and billPlanSum/salesman: the instalments the filter finds, summed. */
export const repayStatistics = z.object({
  count: z.number().int(),
  principal: money,
  interest: money,
  paidPrincipal: money,
  paidInterest: money,
  fee: money,
  paidFee: money,
  overdueCount: z.number().int(),
  overdueAmount: money,
});
export type RepayStatistics = z.infer<typeof repayStatistics>;

/** repayApply: money received on a loan, with the caller's idempotency key (a repeat answers the first). */
export const repayApplyInput = z
  .object({
    loanId: z.number({ error: '缺少借款编号' }).int().min(1).max(ID_MAX),
    amount: amountRequired,
    idempotencyKey: z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长'),
    /** Early settlement (decision 0048): the amount (with the loan's credit) must cover the settlement quote. */
    settle: z.boolean().optional(),
    /** A refund of the loan's credit (decision 0053): money paid out to the borrower, at most the credit held. */
    refund: z.boolean().optional(),
  })
  .refine((v) => !(v.settle && v.refund), { message: '提前结清与退还余额不能同时申请', path: ['refund'] });
export type RepayApplyInput = z.infer<typeof repayApplyInput>;
/**
 * An application: awaiting review (1), or posted (2) with what it paid by instalment and component
 * (the waterfall's lines), what was left as credit and its ledger entry, or rejected (3) with the reason.
 */
export const repayApplyReply = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  amount: money,
  status: z.number().int(),
  credit: money,
  ledgerEntryId: z.number().int().nullable(),
  lines: z.array(z.object({ period: z.number().int(), component: z.string(), amount: money })),
  reviewedByName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** An early settlement (decision 0048). */
  settle: z.boolean(),
  /** A refund of the loan's credit (decision 0053). */
  refund: z.boolean(),
});
export type RepayApplyReply = z.infer<typeof repayApplyReply>;

/** repayApplyBase/{id}: what an application starts from: the loan, and what is owed on the business date (due and unpaid, fees included). */
export const repayApplyBase = z.object({
  loan: repayLoanRow,
  dueNow: money,
  /** The bill's fees still owed (1123), collected by the waterfall (decision 0050). */
  fees: money,
  dues: z.array(
    z.object({
      period: z.number().int(),
      reFundTime: z.string(),
      penalty: money,
      principal: money,
      interest: money,
      /** The instalment's fee on the schedule still owed (decision 0073). */
      fee: money,
      status: z.number().int(),
    }),
  ),
});
export type RepayApplyBase = z.infer<typeof repayApplyBase>;

/** repayApply/list: the repayments received, newest first, of one loan or all in scope. */
export const repayApplyListQuery = z
  .object({ ...registryPaging, loanId: idParam, status: statusCodeParam('repaymentApplication', '状态不存在'), withTotal })
  .refine(withinCap, capMessage);
/** Finance's rejection of an application: why, for the one who recorded it. */
export const repayApplyRejectBody = z.object({ reason: requiredText('required', maxCharsCheck(200)) });
export type RepayApplyRejectBody = z.infer<typeof repayApplyRejectBody>;
export type RepayApplyListQuery = z.infer<typeof repayApplyListQuery>;
export const repayApplyRow = repayApplyReply.extend({
  billNo: z.string(),
  customerName: z.string(),
  createdBy: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type RepayApplyRow = z.infer<typeof repayApplyRow>;
export const repayApplyListReply = cappedListReply(repayApplyRow);

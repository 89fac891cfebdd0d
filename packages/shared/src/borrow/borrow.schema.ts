import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { keywordParam, optionalParam, registryPaging } from '../borrower/registry-common';
import { capMessage, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { FUND_PARTY_CODES } from '../bill/fund-parties';
import { isoDate } from '../validation/primitives';

const dayParam = (message: string) => optionalParam(isoDate(message));

/** The filters the loan accounts and their summaries share. */
const loanFilterShape = {
  /** Bill number or borrower name prefix. */
  keyword: keywordParam,
  fundingParty: optionalParam(z.enum(FUND_PARTY_CODES, { error: '资金方不存在' })),
  status: statusCodeParam('grant', '状态不存在'),
  /** The day (Asia/Shanghai) the first draw succeeded, from and to, both included. */
  drawnFrom: dayParam('开始日期格式须为YYYY-MM-DD'),
  drawnTo: dayParam('结束日期格式须为YYYY-MM-DD'),
};
const datesInOrder = (q: { drawnFrom?: string | undefined; drawnTo?: string | undefined }) =>
  !q.drawnFrom || !q.drawnTo || q.drawnFrom <= q.drawnTo;
const datesMessage = { message: '开始日期不能晚于结束日期', path: ['drawnFrom'] };

export const loanFilterQuery = z.object(loanFilterShape).refine(datesInOrder, datesMessage);
export type LoanFilterQuery = z.infer<typeof loanFilterQuery>;

export const loanAccountQuery = z
  .object({ ...registryPaging, ...loanFilterShape, withTotal: withTotalParam })
  .refine(withinCap, capMessage)
  .refine(datesInOrder, datesMessage);
export type LoanAccountQuery = z.infer<typeof loanAccountQuery>;

const money = z.string();
/** One loan account as the list shows it: the borrower's name masked, money as decimal strings. */
export const loanAccountRow = z.object({
  /** The grant's id. */
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  borrowType: z.number().int(),
  fundingParty: z.string(),
  approvedAmount: money,
  drawnAmount: money,
  /** Approved but not yet reached the borrower. */
  undrawnAmount: money,
  status: z.number().int(),
  /** Days. */
  termDays: z.number().int(),
  requestedAt: z.string(),
  /** The first successful draw (ISO instant). */
  drawnAt: z.string().nullable(),
  /** The plan's last due day, which approved extensions move; without a plan, first draw + term (decision 0061). */
  dueDate: z.string().nullable(),
  /** Principal not yet repaid, as the plan has it (approved adjustments included); null before the plan is made. */
  outstanding: money.nullable(),
});
export type LoanAccountRow = z.infer<typeof loanAccountRow>;

export const loanAccountListReply = z.object({
  list: z.array(loanAccountRow),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
});
export type LoanAccountListReply = z.infer<typeof loanAccountListReply>;

/** Totals over the whole filtered set, not one page (decimal strings). */
export const loanTotals = z.object({ count: z.number().int(), approvedAmount: money, drawnAmount: money, undrawnAmount: money });
export type LoanTotals = z.infer<typeof loanTotals>;

/** borrowBillSummary: one row per funding party, then the total row (fundingParty null). */
export const loanSummaryRow = loanTotals.extend({ fundingParty: z.string().nullable() });
export type LoanSummaryRow = z.infer<typeof loanSummaryRow>;
export const loanSummaryReply = z.object({ list: z.array(loanSummaryRow) });
export type LoanSummaryReply = z.infer<typeof loanSummaryReply>;

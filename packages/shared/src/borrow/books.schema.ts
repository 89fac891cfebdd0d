import { z } from 'zod';
import { keywordParam, optionalParam, registryPaging } from '../borrower/registry-common';
import { capMessage, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { FUND_PARTY_CODES } from '../bill/fund-parties';
import { LEDGER_EVENT_TYPES } from '../ledger/ledger.accounts';
import { isoDate } from '../validation/primitives';

/*
 * Three reads of the loan book's money (/borrowManage): the funding log (amountRecord), the
 * actual payments out (expendCost) and the contract principal detail (capitalEntryBillDetailList).
 * Each filters by a day range on the Asia/Shanghai calendar, both ends included.
 */
const day = (message: string) => optionalParam(isoDate(message));
const fromTo = { from: day('开始日期格式须为YYYY-MM-DD'), to: day('结束日期格式须为YYYY-MM-DD') };
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const inOrderMessage = { message: '开始日期不能晚于结束日期', path: ['from'] };
const fundingParty = optionalParam(z.enum(FUND_PARTY_CODES, { error: '资金方不存在' }));
const money = z.string();
const listReply = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int().nullable(), totalExact: z.boolean().nullable() });

/** amountRecord (资金流水): every ledger entry that names a funding party, the firm's books whole. */
export const fundingLogQuery = z
  .object({
    ...registryPaging,
    fundingParty,
    eventType: optionalParam(z.enum(LEDGER_EVENT_TYPES, { error: '入账类型不存在' })),
    ...fromTo,
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage)
  .refine(inOrder, inOrderMessage);
export type FundingLogQuery = z.infer<typeof fundingLogQuery>;
export const fundingLogRow = z.object({
  id: z.number().int(),
  entryNo: z.string(),
  eventType: z.string(),
  fundingParty: z.string(),
  /** The loan it is about, when it is about one. */
  billNo: z.string().nullable(),
  /** What came into the bank account (1002) with it, and what left. */
  inflow: money,
  outflow: money,
  memo: z.string().nullable(),
  postedAt: z.string(),
});
export type FundingLogRow = z.infer<typeof fundingLogRow>;
export const fundingLogReply = listReply(fundingLogRow);

/** expendCost (实际支出): the draws that reached the borrower, in the caller's scope. */
export const actualPaymentQuery = z
  .object({ ...registryPaging, keyword: keywordParam, fundingParty, ...fromTo, withTotal: withTotalParam })
  .refine(withinCap, capMessage)
  .refine(inOrder, inOrderMessage);
export type ActualPaymentQuery = z.infer<typeof actualPaymentQuery>;
export const actualPaymentRow = z.object({
  /** The draw's id. */
  id: z.number().int(),
  grantId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  fundingParty: z.string(),
  amount: money,
  channelRef: z.string().nullable(),
  paidBy: z.string(),
  paidAt: z.string(),
});
export type ActualPaymentRow = z.infer<typeof actualPaymentRow>;
export const actualPaymentReply = listReply(actualPaymentRow);

/** capitalEntryBillDetailList (合同本金明细): each movement of a loan's principal (account 1301), in scope. */
export const capitalDetailQuery = z
  .object({ ...registryPaging, keyword: keywordParam, fundingParty, ...fromTo, withTotal: withTotalParam })
  .refine(withinCap, capMessage)
  .refine(inOrder, inOrderMessage);
export type CapitalDetailQuery = z.infer<typeof capitalDetailQuery>;
export const capitalDetailRow = z.object({
  /** The ledger line's id. */
  id: z.number().int(),
  entryId: z.number().int(),
  entryNo: z.string(),
  eventType: z.string(),
  billNo: z.string(),
  customerName: z.string(),
  fundingParty: z.string().nullable(),
  /** Principal lent (a debit of 1301) and principal repaid (a credit). */
  lent: money,
  repaid: money,
  memo: z.string().nullable(),
  postedAt: z.string(),
});
export type CapitalDetailRow = z.infer<typeof capitalDetailRow>;
export const capitalDetailReply = listReply(capitalDetailRow);

/**
 * capitalCost (资金成本): per funding party, what it lent the firm (2001 credited), what the firm
 * paid back (2001 debited), what is still owed, and the funding cost paid (6411), posted in the
 * range; the last row (fundingParty null) sums them.
 */
export const capitalCostQuery = z.object({ fundingParty, ...fromTo }).refine(inOrder, inOrderMessage);
export type CapitalCostQuery = z.infer<typeof capitalCostQuery>;
export const capitalCostRow = z.object({
  fundingParty: z.string().nullable(),
  borrowed: money,
  repaid: money,
  outstanding: money,
  cost: money,
});
export type CapitalCostRow = z.infer<typeof capitalCostRow>;
export const capitalCostReply = z.object({ list: z.array(capitalCostRow) });

/** unpaidProjectBills (欠款记录): loans in scope whose fees charged (1123) are not all paid. */
export const unpaidFeeQuery = z
  .object({ ...registryPaging, keyword: keywordParam, fundingParty, withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type UnpaidFeeQuery = z.infer<typeof unpaidFeeQuery>;
export const unpaidFeeRow = z.object({
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  fundingParty: z.string().nullable(),
  charged: money,
  paid: money,
  outstanding: money,
  /** The last fee posting on the loan. */
  lastPostedAt: z.string(),
});
export type UnpaidFeeRow = z.infer<typeof unpaidFeeRow>;
export const unpaidFeeReply = listReply(unpaidFeeRow);

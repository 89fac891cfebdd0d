import { z } from 'zod';
import { ID_MAX } from '../validation/primitives';

const money = z.string();

/** prepaymentQuote/{id}: what settling the loan takes on the business date (decision 0048). */
export const prepaymentQuoteReply = z.object({
  loanId: z.number().int(),
  businessDate: z.string(),
  principal: money,
  interest: money,
  accruedInterest: money,
  interestFrom: z.string().nullable(),
  interestDays: z.number().int(),
  penalty: money,
  fees: money,
  /** The schedule's fees owed: the due instalments' and the current one's as accrued by the business date (decision 0073). */
  planFees: money,
  prepaidPrincipal: money,
  prepaymentFeeRate: z.string(),
  prepaymentFee: money,
  total: money,
  /** The loan's credit, used first; toPay is what is still to be paid in. */
  credit: money,
  toPay: money,
});
export type PrepaymentQuoteReply = z.infer<typeof prepaymentQuoteReply>;

/** settleStatus (000 §7 billing service): one loan's settlement. */
export const settleStatusBody = z.object({ loanId: z.number({ error: '缺少借款编号' }).int().min(1).max(ID_MAX) });
export type SettleStatusBody = z.infer<typeof settleStatusBody>;

/**
 * Whether the loan is settled, when and how, what credit is refundable, and what settlement
 * started: the mortgage release request (null when the bill has no registered mortgage, or
 * another loan of the bill is still owing) and the archive documents queued for return.
 */
export const settleStatusReply = z.object({
  loanId: z.number().int(),
  billId: z.number().int(),
  status: z.number().int(),
  settled: z.boolean(),
  settledOn: z.string().nullable(),
  early: z.boolean(),
  outstanding: money,
  refundableCredit: money,
  mortgageRelease: z.object({ id: z.number().int(), status: z.number().int() }).nullable(),
  archiveToReturn: z.number().int(),
});
export type SettleStatusReply = z.infer<typeof settleStatusReply>;

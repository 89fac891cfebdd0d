import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { keywordParam, optionalParam, registryPaging } from '../borrower/registry-common';
import { ID_MAX, isoDate } from '../validation/primitives';

/*
 * /overdueRecordManage (spec 000 §2) and the business date (decision 0035): the loans the overdue
 * run found overdue, their overdue instalments, and the day the console counts as today.
 */

const withTotal = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), withTotalParam);
const money = z.string();

/** overdueRecordList: overdue loans by bill number or customer prefix and the suggested five-level class. */
export const overdueLoanQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    suggestedClass: statusCodeParam('fiveLevel', '状态不存在'),
    withTotal,
  })
  .refine(withinCap, capMessage);
export type OverdueLoanQuery = z.infer<typeof overdueLoanQuery>;

/** An overdue loan: what is overdue of it, the penalty owed, and how late it is. */
export const overdueLoanRow = z.object({
  id: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  principal: money,
  outstanding: money,
  overduePeriods: z.number().int(),
  overduePrincipal: money,
  overdueInterest: money,
  penalty: money,
  oldestDueDate: z.string(),
  daysPastDue: z.number().int(),
  suggestedClass: z.number().int(),
  status: z.number().int(),
});
export type OverdueLoanRow = z.infer<typeof overdueLoanRow>;
export const overdueLoanReply = cappedListReply(overdueLoanRow);

/** overdueScheduleList: overdue instalments by keyword, loan and due days. */
export const overdueScheduleQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    loanId: optionalParam(z.coerce.number().int().min(1).max(ID_MAX)),
    dueFrom: optionalParam(isoDate('请输入正确的时间格式')),
    dueTo: optionalParam(isoDate('请输入正确的时间格式')),
    withTotal,
  })
  .refine(withinCap, capMessage);
export type OverdueScheduleQuery = z.infer<typeof overdueScheduleQuery>;

export const overdueScheduleRow = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  period: z.number().int(),
  reFundTime: z.string(),
  /** What is still owed of the instalment. */
  principal: money,
  interest: money,
  penalty: money,
  /** The instalment's fee on the schedule still owed (decision 0073). */
  fee: money,
  daysOverdue: z.number().int(),
  status: z.number().int(),
});
export type OverdueScheduleRow = z.infer<typeof overdueScheduleRow>;
export const overdueScheduleReply = cappedListReply(overdueScheduleRow);

/** The business date (Asia/Shanghai), the last day the overdue run finished, and whether it may be advanced here. */
export const businessDateReply = z.object({
  businessDate: z.string(),
  overdueThrough: z.string(),
  penaltyDailyRate: z.string(),
  canAdvance: z.boolean(),
});
export type BusinessDateReply = z.infer<typeof businessDateReply>;

/** Advancing the business date (tests and demo only): to a later day, at most a year ahead. */
export const businessDateAdvance = z.object({ businessDate: isoDate('请输入正确的时间格式') });
export type BusinessDateAdvance = z.infer<typeof businessDateAdvance>;

/**
 * The business date's operation record (decision 0074): each move by hand, who and when, with what
 * the overdue run did for its days (days run so far, loans charged, penalty charged).
 */
export const businessDateMoveRow = z.object({
  id: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  movedByName: z.string(),
  movedAt: z.string(),
  days: z.number().int(),
  loans: z.number().int(),
  penalty: money,
});
export type BusinessDateMoveRow = z.infer<typeof businessDateMoveRow>;
export const businessDateMovesReply = z.object({ list: z.array(businessDateMoveRow) });
export type BusinessDateMovesReply = z.infer<typeof businessDateMovesReply>;

/** What an overdue run did, per business day. */
export const overdueRunReply = businessDateReply.extend({
  days: z.array(z.object({ day: z.string(), loans: z.number().int(), instalments: z.number().int(), penalty: money })),
});
export type OverdueRunReply = z.infer<typeof overdueRunReply>;

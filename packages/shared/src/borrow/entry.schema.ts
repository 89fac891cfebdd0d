import { z } from 'zod';
import { keywordParam, optionalParam, registryPaging } from '../borrower/registry-common';
import { capMessage, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { LEDGER_EVENT_TYPES } from '../ledger/ledger.accounts';
import { id, isoDate } from '../validation/primitives';
import { requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';

const dayParam = (message: string) => optionalParam(isoDate(message));
export const entryListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    eventType: optionalParam(z.enum(LEDGER_EVENT_TYPES, { error: '入账类型不存在' })),
    postedFrom: dayParam('开始日期格式须为YYYY-MM-DD'),
    postedTo: dayParam('结束日期格式须为YYYY-MM-DD'),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage)
  .refine((q) => !q.postedFrom || !q.postedTo || q.postedFrom <= q.postedTo, { message: '开始日期不能晚于结束日期', path: ['postedFrom'] });
export type EntryListQuery = z.infer<typeof entryListQuery>;

export const entryRow = z.object({
  id: z.number().int(),
  entryNo: z.string(),
  eventType: z.string(),
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  fundingParty: z.string().nullable(),
  amount: z.string(),
  memo: z.string().nullable(),
  reversalOf: z.number().int().nullable(),
  postedAt: z.string(),
});
export type EntryRow = z.infer<typeof entryRow>;
export const entryListReply = z.object({ list: z.array(entryRow), total: z.number().int().nullable(), totalExact: z.boolean().nullable() });

/** entryBillNo: the entry and its lines, each on one side. */
export const entryDetail = entryRow.extend({
  lines: z.array(z.object({ accountCode: z.string(), accountName: z.string(), debit: z.string(), credit: z.string() })),
});
export type EntryDetail = z.infer<typeof entryDetail>;

/**
 * entryBill (入账): finance posts a fee charged on a loan account, debit fee receivable, credit
 * fee income; the key makes a repeat post once.
 */
export const entryInput = z.object({
  grantId: id,
  amount: amountRequired,
  memo: requiredText('required', maxCharsCheck(100)),
  idempotencyKey: z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长'),
});
export type EntryInput = z.infer<typeof entryInput>;

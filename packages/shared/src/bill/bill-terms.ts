import { z } from 'zod';
import { FEE_ACCRUALS, feeLineTerms } from '../loan/fees';
import { Exact, REPAYMENT_METHODS } from '../loan/schedule-figures';
import { FUND_PARTY_CODES } from './fund-parties';

/*
 * A loan's agreed terms (decision 0070): decided once, at final review (风控终审), with its
 * approval, and from then on read by the grant, the schedule, the contract and the loan book.
 * The bill proposes the amount and the term (borrowAmount, borrowDuration); final review
 * confirms them, or lowers them, and decides the rate, the method and the repayment day. The bill
 * proposes the funding party too (fundings); final review confirms it or names another (0079).
 */

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
/** A yearly rate as a fraction, as the schedule takes it: '0.096' is 9.6 %. At most 36 %. */
const RATE = /^0(\.\d{1,8})?$/;
export const TERMS_MAX_ANNUAL_RATE = '0.36';

export const agreedTermsInput = z.object({
  amount: z
    .string({ error: '请输入核定金额' })
    .trim()
    .regex(MONEY, '核定金额须为数字，最多两位小数')
    .refine((v) => new Exact(v).gt(0), '核定金额须大于0'),
  annualRate: z
    .string({ error: '请输入年利率' })
    .trim()
    .regex(RATE, '年利率须为小数形式，如 0.096 表示 9.6%')
    .refine((v) => new Exact(v).gt(0) && new Exact(v).lte(TERMS_MAX_ANNUAL_RATE), '年利率须大于0且不超过36%'),
  method: z.enum(REPAYMENT_METHODS, { error: '请选择还款方式' }),
  /** The term in days from the value date: a 360-day loan matures 360 days after its money went out. */
  termDays: z
    .number({ error: '请输入借款期限（整数天）' })
    .int('借款期限须为整数天')
    .min(1, '借款期限至少1天')
    .max(3600, '借款期限最多3600天'),
  /** The day of the month instalments fall due (1–28); none: the value date's day, capped at 28. */
  repaymentDay: z
    .number()
    .int('还款日须为1至28的整数')
    .min(1, '还款日须为1至28的整数')
    .max(28, '还款日须为1至28的整数')
    .nullable()
    .optional(),
  /**
   * The fee lines and how each falls due (decision 0073). Left out, the bill's charge standard's
   * lines are taken, each accruing by the days used; an empty list is a loan without fees.
   */
  fees: z.array(feeLineTerms).max(10, '费用项最多10项').optional(),
  /** How the standard's lines fall due when `fees` is left out (the approval dialog's choice); per days by default. */
  feeAccrual: z.enum(FEE_ACCRUALS, { error: '请选择费用计收方式' }).optional(),
  /** The funding party (decision 0079); left out, the one the bill proposes. */
  fundParty: z.enum(FUND_PARTY_CODES, { error: '资金方不存在' }).optional(),
});
export type AgreedTermsInput = z.infer<typeof agreedTermsInput>;

/** The terms as decided: what every later step reads. */
export const agreedTerms = z.object({
  amount: z.string(),
  annualRate: z.string(),
  method: z.enum(REPAYMENT_METHODS),
  termDays: z.number().int(),
  repaymentDay: z.number().int().nullable(),
  /** Penalty per day on what is overdue, as a fraction (decision 0066's rule). */
  penaltyDailyRate: z.string(),
  /** On the schedule (decision 0073); null for terms decided before, whose fees went to 1123 at the first draw. */
  fees: z.array(feeLineTerms).nullable(),
  /** Who lends (decision 0079); null only for terms decided before on a bill that named none. */
  fundParty: z.string().nullable(),
  version: z.number().int(),
  decidedAt: z.string(),
  decidedBy: z.string().nullable(),
});
export type AgreedTerms = z.infer<typeof agreedTerms>;

/**
 * What changed a bill's terms (decisions 0078, 0079): final review's decision, an approved
 * extension, or an approved system change of the term or the funding party.
 */
export const TERMS_CHANGES = ['finalReview', 'extension', 'systemChange'] as const;
export type TermsChange = (typeof TERMS_CHANGES)[number];

/** One version of a bill's terms as it stood after a change (decision 0078), oldest first in the history. */
export const termsVersion = z.object({
  version: z.number().int(),
  change: z.enum(TERMS_CHANGES),
  /** The change's record: the extension's or the system change's id; null for final review. */
  changeId: z.number().int().nullable(),
  amount: z.string(),
  annualRate: z.string(),
  method: z.enum(REPAYMENT_METHODS),
  termDays: z.number().int(),
  repaymentDay: z.number().int().nullable(),
  penaltyDailyRate: z.string(),
  fundParty: z.string().nullable(),
  /** The days the extension added; null for final review. */
  extraDays: z.number().int().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type TermsVersion = z.infer<typeof termsVersion>;

/** A rate typed as a percentage ('9.6') as the fraction the terms keep ('0.096'); '' when not a number. */
export function percentToFraction(percent: string): string {
  const v = percent.trim();
  return /^\d+(\.\d+)?$/.test(v) ? new Exact(v).div(100).toFixed() : '';
}

/** A kept fraction ('0.09600000') as the percentage people read ('9.6'). */
export const fractionToPercent = (fraction: string): string => new Exact(fraction).times(100).toFixed();

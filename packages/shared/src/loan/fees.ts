import { z } from 'zod';
import { Exact, daysBetween, fen } from './schedule-figures';

/*
 * The loan's fees on its schedule (decision 0073). Each fee line of the agreed terms charges
 * `rate` % of the principal for every `chargeDays` days begun (the charge standard's rule, decision
 * 0029), and says how it falls due:
 * - upfront: the whole line with the first instalment;
 * - perPeriod: the whole line spread evenly over the instalments (the last takes the fen left);
 * - perDays: as the days are used: by day d of the loan, round(P × rate% × ceil(d ÷ chargeDays)),
 *   never beyond the whole line; each instalment owes what accrued over its period.
 * A loan drawn in parts figures each draw (tranche) from its own value date to the maturity.
 * An early settlement owes the fees of the instalments already due, and of the current one what
 * has accrued by the settlement day: the upfront and per-period fees in full once the period has
 * begun, the per-days fee to that day (`feeEarnedBy`).
 */

export const FEE_ACCRUALS = ['upfront', 'perPeriod', 'perDays'] as const;
export type FeeAccrual = (typeof FEE_ACCRUALS)[number];

/** A fee line as final review decides it: rate in percent per `chargeDays` days begun, as the standard has it. */
export const feeLineTerms = z.object({
  itemName: z.string().trim().min(1, '请输入费用名称').max(50, '费用名称最多50个字'),
  chargeDays: z.number({ error: '计费天数须为整数' }).int('计费天数须为整数').min(1, '计费天数至少1天').max(3600, '计费天数最多3600天'),
  rate: z
    .string({ error: '请输入费率' })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,4})?$/, '费率须为百分数，最多四位小数')
    .refine((v) => new Exact(v).lte(10), '费率不能超过10%'),
  accrual: z.enum(FEE_ACCRUALS, { error: '请选择计收方式' }),
});
export type FeeLineTerms = z.infer<typeof feeLineTerms>;

/** A draw the fees are figured on: the first draw and each later tranche, from its value date. */
export type FeeTranche = { amount: string; valueDate: string };
/** An instalment's fee: the whole, and the part that accrues by days (the rest is due once its period begins). */
export type InstalmentFee = { fee: string; feeByDays: string };

const blocks = (days: number, chargeDays: number) => (days <= 0 ? 0 : Math.ceil(days / chargeDays));
/** The whole line on one draw: principal × rate% × the blocks of its days to maturity, half up to the fen. */
const wholeLine = (line: FeeLineTerms, t: FeeTranche, maturity: string) =>
  fen(
    new Exact(t.amount)
      .times(line.rate)
      .div(100)
      .times(Math.max(1, blocks(daysBetween(t.valueDate, maturity), line.chargeDays))),
  );
/** A per-days line accrued by `day` on one draw: never beyond the whole line. */
function accruedByDays(line: FeeLineTerms, t: FeeTranche, maturity: string, day: string) {
  const used = blocks(daysBetween(t.valueDate, day < maturity ? day : maturity), line.chargeDays);
  return Exact.min(wholeLine(line, t, maturity), fen(new Exact(t.amount).times(line.rate).div(100).times(used)));
}

/** The fee lines' whole amount on one draw (what the contract states for the loan's term). */
export function wholeFees(lines: readonly FeeLineTerms[], tranche: FeeTranche, maturity: string) {
  return lines.map((line) => ({ ...line, amount: wholeLine(line, tranche, maturity).toFixed(2) }));
}

/**
 * Each instalment's fee for the draws given: `dueDates[k]` is instalment k+1's due day, the last
 * the maturity. Instalments due on or before a draw's value date owe nothing of it.
 */
export function scheduleFees(
  lines: readonly FeeLineTerms[],
  tranches: readonly FeeTranche[],
  dueDates: readonly string[],
): InstalmentFee[] {
  const maturity = dueDates[dueDates.length - 1]!;
  const fees = dueDates.map(() => ({ fixed: new Exact(0), byDays: new Exact(0) }));
  for (const t of tranches) {
    const open = dueDates.map((d, k) => ({ d, k })).filter(({ d }) => d > t.valueDate);
    if (open.length === 0) continue;
    for (const line of lines) {
      const whole = wholeLine(line, t, maturity);
      if (line.accrual === 'upfront') fees[open[0]!.k]!.fixed = fees[open[0]!.k]!.fixed.plus(whole);
      if (line.accrual === 'perPeriod') {
        const share = fen(whole.div(open.length));
        open.forEach(({ k }, j) => {
          fees[k]!.fixed = fees[k]!.fixed.plus(j === open.length - 1 ? whole.minus(share.times(open.length - 1)) : share);
        });
      }
      if (line.accrual === 'perDays') {
        let before = new Exact(0);
        for (const { d, k } of open) {
          const upTo = accruedByDays(line, t, maturity, d);
          fees[k]!.byDays = fees[k]!.byDays.plus(upTo.minus(before));
          before = upTo;
        }
      }
    }
  }
  return fees.map(({ fixed, byDays }) => ({ fee: fixed.plus(byDays).toFixed(2), feeByDays: byDays.toFixed(2) }));
}

/**
 * What instalment `period` (1-based) has earned of its fee by `day`, a day inside its period (after
 * its beginning, before its due day): its upfront and per-period part whole, its per-days part as
 * accrued from its beginning to `day`, at most what the schedule gives it.
 */
export function feeEarnedBy(
  lines: readonly FeeLineTerms[],
  tranches: readonly FeeTranche[],
  dueDates: readonly string[],
  period: number,
  day: string,
  scheduled: InstalmentFee,
): string {
  const maturity = dueDates[dueDates.length - 1]!;
  const begin = period === 1 ? null : dueDates[period - 2]!;
  let byDays = new Exact(0);
  for (const t of tranches) {
    for (const line of lines.filter((l) => l.accrual === 'perDays')) {
      const from = begin && begin > t.valueDate ? accruedByDays(line, t, maturity, begin) : new Exact(0);
      byDays = byDays.plus(Exact.max(0, accruedByDays(line, t, maturity, day).minus(from)));
    }
  }
  // A period begins the day after the last due day (the first on the value date, so an upfront fee is owed at once).
  const begun = begin === null || day > begin;
  const fixed = begun ? new Exact(scheduled.fee).minus(scheduled.feeByDays) : new Exact(0);
  return fixed.plus(Exact.min(byDays, scheduled.feeByDays)).toFixed(2);
}

/** The fee lines in words, for the contract and the terms card: "服务费 0.3%/5天（按实际用款天数计收）". */
export const FEE_ACCRUAL_TEXT: Record<FeeAccrual, { 'zh-CN': string; 'en-US': string }> = {
  upfront: { 'zh-CN': '随首期一次收取', 'en-US': 'all with the first instalment' },
  perPeriod: { 'zh-CN': '按期平均收取', 'en-US': 'spread evenly over the instalments' },
  perDays: { 'zh-CN': '按实际用款天数计收', 'en-US': 'by the days the money is used' },
};

import { z } from 'zod';
import { isoDate } from '../validation/primitives';
import {
  Exact,
  REPAYMENT_METHODS,
  type RepaymentMethod,
  type ScheduleRow,
  dayInterest,
  equalInstalmentAmount,
  fen,
} from './schedule-figures';
import { addTranche } from './schedule-tranche';

/*
 * A loan's repayment schedule: one pure function, used by the server when a draw succeeds and by
 * the web's preview, so the two can never disagree. A loan drawn in parts adds each later draw as a
 * tranche (schedule-tranche.ts, decision 0060). Conventions (docs/decisions/0030-repayment-schedule-conventions.md):
 * - period k falls due on the repayment day of the k-th month after the draw date's month;
 *   reFundTime = endRateTime = that day, beginRateTime = the previous due day (the draw date for 1);
 * - interest by days (interestFirst, equalPrincipal, bullet) = outstanding × annual rate ÷ 365 ×
 *   actual days, 365 in leap years too (000 §9);
 * - equalInstalment works by months at i = annual ÷ 12, whatever the days;
 * - full precision inside a period, each period's amounts rounded half up to the fen.
 */

export { REPAYMENT_METHODS, dayInterest, equalInstalmentAmount } from './schedule-figures';
export type { RepaymentMethod, ScheduleRow } from './schedule-figures';
export { type Tranche, type TrancheTerms, addTranche } from './schedule-tranche';

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const RATE = /^(0(\.\d{1,8})?|1(\.0{1,8})?)$/;

export const scheduleInputSchema = z
  .object({
    principal: z
      .string()
      .regex(MONEY)
      .refine((v) => new Exact(v).gt(0)),
    /** A yearly rate as a fraction: '0.096' is 9.6 %. */
    annualRate: z.string().regex(RATE),
    method: z.enum(REPAYMENT_METHODS),
    drawDate: isoDate(),
    termMonths: z.number().int().min(1).max(360),
    /**
     * The agreed term in days (decision 0070): when given, the loan matures that many days after
     * the draw date, the last instalment falls due then, and termMonths is not read.
     */
    termDays: z.number().int().min(1).max(3600).optional(),
    /** 1–28, so every month has it. */
    repaymentDay: z.number().int().min(1).max(28),
    /** The later draws of a loan drawn in parts, each from its value date (on or after drawDate); principal is the first draw. */
    tranches: z
      .array(
        z.object({
          amount: z
            .string()
            .regex(MONEY)
            .refine((v) => new Exact(v).gt(0)),
          valueDate: isoDate(),
        }),
      )
      .optional(),
  })
  .refine((v) => (v.tranches ?? []).every((t) => t.valueDate >= v.drawDate), { path: ['tranches'] });
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day a loan of `termDays` drawn on `drawDate` matures: a 360-day loan, 360 days later. */
export function maturityDate(drawDate: string, termDays: number) {
  return isoDay(Date.parse(`${drawDate}T00:00:00Z`) + termDays * 86_400_000);
}

/**
 * The due day of each period, period 1 first: the repayment day of each month after the draw's,
 * termMonths of them; or, with termDays, those before the maturity day and then the maturity day.
 */
export function dueDates({
  drawDate,
  termMonths,
  termDays,
  repaymentDay,
}: Pick<ScheduleInput, 'drawDate' | 'termMonths' | 'repaymentDay'> & { termDays?: number | undefined }) {
  const [year, month] = drawDate.split('-').map(Number) as [number, number];
  const monthly = (k: number) => isoDay(Date.UTC(year, month - 1 + k + 1, repaymentDay));
  if (termDays === undefined) return Array.from({ length: termMonths }, (_, k) => monthly(k));
  const maturity = maturityDate(drawDate, termDays);
  const dates: string[] = [];
  for (let k = 0; monthly(k) < maturity; k++) dates.push(monthly(k));
  return [...dates, maturity];
}

type Period = { period: number; beginRateTime: string; endRateTime: string };
type Amounts = { principal: Exact; interest: Exact };

const row = ({ period, beginRateTime, endRateTime }: Period, { principal, interest }: Amounts): ScheduleRow => ({
  period,
  reFundTime: endRateTime,
  beginRateTime,
  endRateTime,
  principal: principal.toFixed(2),
  interest: interest.toFixed(2),
});

function periodsOf(input: ScheduleInput): Period[] {
  const dates = dueDates(input);
  return dates.map((endRateTime, k) => ({ period: k + 1, beginRateTime: k === 0 ? input.drawDate : dates[k - 1]!, endRateTime }));
}

/** Interest each period by days; all principal in the last. */
function interestFirst(input: ScheduleInput, periods: Period[]): ScheduleRow[] {
  const last = periods.length - 1;
  return periods.map((p, k) =>
    row(p, {
      principal: new Exact(k === last ? input.principal : 0),
      interest: dayInterest(input.principal, input.annualRate, p.beginRateTime, p.endRateTime),
    }),
  );
}

/** round(P ÷ n) each period, the remainder in the last; interest by days on what is outstanding. */
function equalPrincipal(input: ScheduleInput, periods: Period[]): ScheduleRow[] {
  const share = fen(new Exact(input.principal).div(periods.length));
  let outstanding = new Exact(input.principal);
  return periods.map((p, k) => {
    const principal = k === periods.length - 1 ? outstanding : Exact.min(share, outstanding);
    const interest = dayInterest(outstanding, input.annualRate, p.beginRateTime, p.endRateTime);
    outstanding = outstanding.minus(principal);
    return row(p, { principal, interest });
  });
}

/** One period from the draw date to the last due day. */
function bullet(input: ScheduleInput, periods: Period[]): ScheduleRow[] {
  const last = periods[periods.length - 1]!;
  const whole = { period: 1, beginRateTime: input.drawDate, endRateTime: last.endRateTime };
  return [
    row(whole, {
      principal: new Exact(input.principal),
      interest: dayInterest(input.principal, input.annualRate, whole.beginRateTime, whole.endRateTime),
    }),
  ];
}

/** Interest round(outstanding × i), principal A − interest; the last period clears what is left. */
function equalInstalment(input: ScheduleInput, periods: Period[]): ScheduleRow[] {
  const i = new Exact(input.annualRate).div(12);
  const instalment = equalInstalmentAmount(input.principal, input.annualRate, periods.length);
  let outstanding = new Exact(input.principal);
  return periods.map((p, k) => {
    const interest = fen(outstanding.times(i));
    const principal = k === periods.length - 1 ? outstanding : Exact.min(instalment.minus(interest), outstanding);
    outstanding = outstanding.minus(principal);
    return row(p, { principal, interest });
  });
}

const BY_METHOD: Record<RepaymentMethod, (input: ScheduleInput, periods: Period[]) => ScheduleRow[]> = {
  interestFirst,
  equalInstalment,
  equalPrincipal,
  bullet,
};

/** The schedule of a loan, its later draws added in date order; throws a ZodError when the input is not one a loan can have. */
export function buildSchedule(input: ScheduleInput): ScheduleRow[] {
  const valid = scheduleInputSchema.parse(input);
  const first = BY_METHOD[valid.method](valid, periodsOf(valid));
  const tranches = [...(valid.tranches ?? [])].sort((a, b) => a.valueDate.localeCompare(b.valueDate));
  return tranches.reduce((rows, tranche) => addTranche(rows, tranche, valid), first);
}

import Decimal from 'decimal.js';
import { z } from 'zod';
import { isoDate } from '../validation/primitives';

/*
 * A loan's repayment schedule: one pure function, used by the server when the first draw succeeds
 * and by the web's preview, so the two can never disagree. Conventions (docs/decisions/0030-repayment-schedule-conventions.md):
 * - period k falls due on the repayment day of the k-th month after the draw date's month;
 *   reFundTime = endRateTime = that day, beginRateTime = the previous due day (the draw date for 1);
 * - interest by days (interestFirst, equalPrincipal, bullet) = outstanding × annual rate ÷ 365 ×
 *   actual days, 365 in leap years too (000 §9);
 * - equalInstalment works by months at i = annual ÷ 12, whatever the days;
 * - full precision inside a period, each period's amounts rounded half up to the fen.
 */

/** 40 significant digits inside a period: far beyond the 28 the firm's reference sheets keep. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = InstanceType<typeof Exact>;

export const REPAYMENT_METHODS = ['interestFirst', 'equalInstalment', 'equalPrincipal', 'bullet'] as const;
export type RepaymentMethod = (typeof REPAYMENT_METHODS)[number];

const DAY_MS = 86_400_000;
const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const RATE = /^(0(\.\d{1,8})?|1(\.0{1,8})?)$/;

export const scheduleInputSchema = z.object({
  principal: z
    .string()
    .regex(MONEY)
    .refine((v) => new Exact(v).gt(0)),
  /** A yearly rate as a fraction: '0.096' is 9.6 %. */
  annualRate: z.string().regex(RATE),
  method: z.enum(REPAYMENT_METHODS),
  drawDate: isoDate(),
  termMonths: z.number().int().min(1).max(360),
  /** 1–28, so every month has it. */
  repaymentDay: z.number().int().min(1).max(28),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** One instalment, amounts as 2-decimal strings. */
export type ScheduleRow = {
  period: number;
  reFundTime: string;
  beginRateTime: string;
  endRateTime: string;
  principal: string;
  interest: string;
};

const fen = (value: Exact) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The due day of each period, period 1 first. */
export function dueDates({ drawDate, termMonths, repaymentDay }: Pick<ScheduleInput, 'drawDate' | 'termMonths' | 'repaymentDay'>) {
  const [year, month] = drawDate.split('-').map(Number) as [number, number];
  return Array.from({ length: termMonths }, (_, k) => isoDay(Date.UTC(year, month - 1 + k + 1, repaymentDay)));
}

/** outstanding × annual rate ÷ 365 × the actual days from `from` to `to`, rounded to the fen. */
export function dayInterest(outstanding: Exact | string, annualRate: string, from: string, to: string): Exact {
  const days = (dayMs(to) - dayMs(from)) / DAY_MS;
  return fen(new Exact(outstanding).times(annualRate).div(365).times(days));
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

/** The fixed instalment A = round(P × i × (1+i)^n ÷ ((1+i)^n − 1)); P ÷ n when the rate is nil. */
export function equalInstalmentAmount(principal: string, annualRate: string, termMonths: number): Exact {
  const i = new Exact(annualRate).div(12);
  if (i.isZero()) return fen(new Exact(principal).div(termMonths));
  const growth = i.plus(1).pow(termMonths);
  return fen(new Exact(principal).times(i).times(growth).div(growth.minus(1)));
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

/** The schedule of a loan; throws a ZodError when the input is not one a loan can have. */
export function buildSchedule(input: ScheduleInput): ScheduleRow[] {
  const valid = scheduleInputSchema.parse(input);
  return BY_METHOD[valid.method](valid, periodsOf(valid));
}

import type { RuleIssue } from './messages';
import type { Check } from './text-checks';

/**
 * Time rules compare wall-clock texts in Asia/Shanghai (business dates are Shanghai dates), and
 * never read the host's time zone: China keeps UTC+8 all year, so "now" is shifted by 8 hours
 * and read with UTC getters. "Now" is always passed in, so tests and the server's clock decide it.
 */
const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** A fixed instant, or a function read at each check (forms left open keep a live "now"). */
export type Clock = Date | (() => Date);
const readClock = (clock: Clock) => (typeof clock === 'function' ? clock() : clock);

/** 'YYYY-MM-DD HH:mm:ss' of an instant on the Shanghai wall clock, whatever the host's zone. */
export const shanghaiWallClock = (instant: Date): string =>
  new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date ('2024-01-05') or date-time ('2024-01-05 09:30', '…:15') as a comparable Shanghai
 * wall-clock key of the same precision; a text with an offset ('…T01:30:00Z', '…+08:00') is an
 * instant and is converted. Undefined when the text is no real date or time.
 */
export function wallClockKey(value: string): string | undefined {
  const m = WALL_TIME.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, offset] = m;
  if (!isCalendarDate(Number(y), Number(mo), Number(d))) return undefined;
  if (h === undefined) return `${y}-${mo}-${d}`;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return undefined;
  if (offset) {
    const iso = `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${offset === 'Z' ? 'Z' : offset.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2')}`;
    const wall = shanghaiWallClock(new Date(Date.parse(iso)));
    return s === undefined ? wall.slice(0, 16) : wall;
  }
  return s === undefined ? `${y}-${mo}-${d} ${h}:${mi}` : `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** Compares at the coarser of the two precisions: a date equals every time on that day. */
const compareKeys = (a: string, b: string) => {
  const n = Math.min(a.length, b.length);
  const x = a.slice(0, n);
  const y = b.slice(0, n);
  return x < y ? -1 : x > y ? 1 : 0;
};

const againstNow =
  (shiftMs: number, fails: (order: number) => boolean, issue: RuleIssue) =>
  (clock: Clock): Check<string> =>
  (value) => {
    const key = wallClockKey(value);
    if (key === undefined) return { key: 'dateFormat' };
    const now = shanghaiWallClock(new Date(readClock(clock).getTime() + shiftMs));
    return fails(compareKeys(key, now)) ? issue : undefined;
  };

/** Must not be earlier than now (a date: not before today). */
export const notBeforeNowCheck = againstNow(0, (o) => o < 0, { key: 'notBeforeNow' });
/** The one-day grace variant: not earlier than this time yesterday (a date: yesterday or later). */
export const notBeforeYesterdayCheck = againstNow(-DAY_MS, (o) => o < 0, { key: 'notBeforeYesterday' });
/** Must not be later than now (a date: today or earlier). */
export const notAfterNowCheck = againstNow(0, (o) => o > 0, { key: 'notAfterNow' });

/** A lease start must not be after the lease end; an end without a start passes. */
export function leaseOrderIssue(start: string | undefined, end: string): RuleIssue | undefined {
  const endKey = wallClockKey(end);
  if (endKey === undefined) return { key: 'dateFormat' };
  const startKey = start ? wallClockKey(start) : undefined;
  return startKey !== undefined && compareKeys(startKey, endKey) > 0 ? { key: 'leaseOrder' } : undefined;
}

const TYPED_DATE = [
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/, // 2024-1-5, 2024/01/05, 2024.1.05
  /^(\d{4})年(\d{1,2})月(\d{1,2})日?$/, // 2024年1月5日
  /^(\d{4})(\d{2})(\d{2})$/, // 20240105
];

/** A date typed as year-month-day, as 'YYYY-MM-DD'; undefined when it is no real date. */
export function normaliseDate(text: string): string | undefined {
  for (const pattern of TYPED_DATE) {
    const m = pattern.exec(text.trim());
    if (!m) continue;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (!isCalendarDate(year, month, day)) return undefined;
    return `${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  return undefined;
}

export const typedDateCheck: Check<string> = (value) => (normaliseDate(value) ? undefined : { key: 'dateFormat' });

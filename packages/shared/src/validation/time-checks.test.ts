import { afterEach, describe, expect, it } from 'vitest';
import { localizeIssue } from './localize';
import { leaseEndNotBefore, notAfterNow, notBeforeNow, notBeforeYesterday } from './rules';
import { normaliseDate, shanghaiWallClock, wallClockKey } from './time-checks';

/** 2024-03-10 09:30:00 in Shanghai (01:30 UTC); in Los Angeles it is still 9 March. */
const NOW = new Date('2024-03-10T01:30:00Z');
/** Host zones and their offsets on 1 January (getTimezoneOffset: minutes behind UTC). */
const ZONES: [string, number][] = [
  ['Asia/Shanghai', -480],
  ['America/Los_Angeles', 480],
  ['UTC', 0],
  ['Pacific/Kiritimati', -840],
];
/** The host's zone setting (shared has no Node types; the tests run in Node, which re-reads TZ when it changes). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const originalTz = env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete env.TZ;
  else env.TZ = originalTz;
});

const firstMessage = (
  rule: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; params?: unknown }[] } } },
  value: string,
) => {
  const result = rule.safeParse(value);
  return result.success ? 'ok' : localizeIssue(result.error!.issues[0]!, 'en-US');
};

/** Every time rule on a spread of values around NOW; the outcome must not depend on the host zone. */
function outcomes() {
  const rules = { notBeforeNow: notBeforeNow(NOW), grace: notBeforeYesterday(NOW), notAfterNow: notAfterNow(NOW) };
  const values = [
    '2024-03-08',
    '2024-03-09',
    '2024-03-09 09:29',
    '2024-03-09 09:31',
    '2024-03-10',
    '2024-03-10 09:29:59',
    '2024-03-10 09:30',
    '2024-03-10 09:30:01',
    '2024-03-11',
    '2024-03-10T01:29:00Z',
    '2024-03-10T09:31:00+08:00',
    '2024-02-30',
  ];
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, values.map((v) => `${v} → ${firstMessage(rule, v)}`)]));
}

describe('time rules', () => {
  it('compare with the given now on the Shanghai wall clock', () => {
    env.TZ = 'Asia/Shanghai';
    expect(outcomes()).toEqual({
      notBeforeNow: [
        '2024-03-08 → The time cannot be earlier than now',
        '2024-03-09 → The time cannot be earlier than now',
        '2024-03-09 09:29 → The time cannot be earlier than now',
        '2024-03-09 09:31 → The time cannot be earlier than now',
        '2024-03-10 → ok',
        '2024-03-10 09:29:59 → The time cannot be earlier than now',
        '2024-03-10 09:30 → ok',
        '2024-03-10 09:30:01 → ok',
        '2024-03-11 → ok',
        '2024-03-10T01:29:00Z → The time cannot be earlier than now',
        '2024-03-10T09:31:00+08:00 → ok',
        '2024-02-30 → Please enter the correct time format',
      ],
      grace: [
        '2024-03-08 → The time cannot be earlier than yesterday',
        '2024-03-09 → ok',
        '2024-03-09 09:29 → The time cannot be earlier than yesterday',
        '2024-03-09 09:31 → ok',
        '2024-03-10 → ok',
        '2024-03-10 09:29:59 → ok',
        '2024-03-10 09:30 → ok',
        '2024-03-10 09:30:01 → ok',
        '2024-03-11 → ok',
        '2024-03-10T01:29:00Z → ok',
        '2024-03-10T09:31:00+08:00 → ok',
        '2024-02-30 → Please enter the correct time format',
      ],
      notAfterNow: [
        '2024-03-08 → ok',
        '2024-03-09 → ok',
        '2024-03-09 09:29 → ok',
        '2024-03-09 09:31 → ok',
        '2024-03-10 → ok',
        '2024-03-10 09:29:59 → ok',
        '2024-03-10 09:30 → ok',
        '2024-03-10 09:30:01 → The time cannot be later than now',
        '2024-03-11 → The time cannot be later than now',
        '2024-03-10T01:29:00Z → ok',
        '2024-03-10T09:31:00+08:00 → The time cannot be later than now',
        '2024-02-30 → Please enter the correct time format',
      ],
    });
  });

  it.each(ZONES)('give the same answers with the host in %s', (zone, offset) => {
    env.TZ = 'Asia/Shanghai';
    const reference = outcomes();
    env.TZ = zone;
    expect(new Date(2024, 0, 1).getTimezoneOffset()).toBe(offset); // the host zone really changed
    expect(outcomes()).toEqual(reference);
    expect(shanghaiWallClock(NOW)).toBe('2024-03-10 09:30:00');
  });

  it('take a clock function, read at each check', () => {
    let now = NOW;
    const rule = notBeforeNow(() => now);
    expect(rule.safeParse('2024-03-10').success).toBe(true);
    now = new Date('2024-03-11T01:00:00Z');
    expect(rule.safeParse('2024-03-10').success).toBe(false);
  });
});

describe('lease order', () => {
  it('refuses a start after the end, compares a date with a time on that day as equal', () => {
    expect(leaseEndNotBefore('2024-01-05').safeParse('2024-01-05').success).toBe(true);
    expect(leaseEndNotBefore('2024-01-05').safeParse('2024-01-05 08:00').success).toBe(true);
    expect(firstMessage(leaseEndNotBefore('2024-01-06'), '2024-01-05')).toBe('The lease start cannot be after the lease end');
    expect(leaseEndNotBefore(undefined).safeParse('2024-01-05').success).toBe(true);
  });
});

describe('wallClockKey and normaliseDate', () => {
  it.each([
    ['2024-01-05', '2024-01-05'],
    ['2024-01-05 08:00', '2024-01-05 08:00'],
    ['2024-01-05T23:30:00Z', '2024-01-06 07:30:00'],
    ['2024-01-05 24:00', undefined],
    ['2024-13-01', undefined],
  ])('%s → %s', (text, key) => {
    expect(wallClockKey(text)).toBe(key);
  });

  it.each([
    ['2024-1-5', '2024-01-05'],
    ['2024/01/05', '2024-01-05'],
    ['2024.01.05', '2024-01-05'],
    ['20240105', '2024-01-05'],
    ['2024年1月5日', '2024-01-05'],
    ['2024年12月31', '2024-12-31'],
    ['2024-02-30', undefined],
    ['24-1-5', undefined],
    ['2024-01', undefined],
  ])('%s → %s', (text, normal) => {
    expect(normaliseDate(text)).toBe(normal);
  });
});

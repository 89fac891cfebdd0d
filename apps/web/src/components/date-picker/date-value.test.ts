import { describe, expect, it } from 'vitest';
import { type DateMode, fromNativeValue, toNativeValue } from './date-value';

describe('date picker values', () => {
  it.each<[string | null | undefined, DateMode, string]>([
    ['2026-03-02', 'date', '2026-03-02'],
    ['2026-03-02 09:30:00', 'date', '2026-03-02'],
    ['2026-03-02 09:30:00', 'datetime', '2026-03-02T09:30'],
    ['2026-03-02 09:30:15', 'datetime', '2026-03-02T09:30:15'],
    ['2026-03-02T09:30', 'datetime', '2026-03-02T09:30'],
    ['2026-03-02', 'datetime', ''],
    ['2026/3/2', 'date', ''],
    [null, 'date', ''],
    ['', 'datetime', ''],
  ])('to native: %j (%s) → %j', (value, mode, native) => expect(toNativeValue(value, mode)).toBe(native));

  it.each<[string, DateMode, string | null]>([
    ['2026-03-02', 'date', '2026-03-02'],
    ['2026-03-02T09:30', 'datetime', '2026-03-02 09:30:00'],
    ['2026-03-02T09:30:15', 'datetime', '2026-03-02 09:30:15'],
    ['', 'date', null],
    ['', 'datetime', null],
    ['garbage', 'date', null],
  ])('from native: %j (%s) → %j', (native, mode, value) => expect(fromNativeValue(native, mode)).toBe(value));

  it('round-trips a datetime through the native input', () => {
    const value = '2026-12-31 23:59:00';
    expect(fromNativeValue(toNativeValue(value, 'datetime'), 'datetime')).toBe(value);
  });
});

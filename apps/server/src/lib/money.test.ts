import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fen } from './money';

const decimals = (v: Decimal.Value) => new Decimal(v).toFixed(2);

describe('fen', () => {
  it('writes two decimals, rounded half up, from any decimal string', () => {
    const cases: [string, string][] = [
      ['0', '0.00'],
      ['0.00', '0.00'],
      ['-0.00', '0.00'],
      ['-0', '0.00'],
      ['-0.001', '-0.00'], // decimal.js keeps the sign of a negative amount rounded to zero
      ['-0.01', '-0.01'],
      ['12.345', '12.35'],
      ['12.344', '12.34'],
      ['-12.345', '-12.35'],
      ['12.5', '12.50'],
      ['12', '12.00'],
      ['007.10', '7.10'],
      ['1e3', '1000.00'],
      ['.5', '0.50'],
      ['1234567890123456.78', '1234567890123456.78'],
      ['99999.995', '100000.00'],
      ['12345.6700', '12345.67'],
    ];
    for (const [value, written] of cases) expect(fen(value), value).toBe(written);
  });

  it('writes what decimal.js writes for strings, Decimals and numbers alike', () => {
    const text = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 6 }), fc.boolean())
      .map(([negative, digits, places, padded]) => {
        const s = digits.toString().padStart(places + 1, '0');
        const plain = places ? `${s.slice(0, -places)}.${s.slice(-places)}` : s;
        return `${negative ? '-' : ''}${padded ? '0' : ''}${plain}`;
      });
    fc.assert(
      fc.property(text, (value) => {
        expect(fen(value)).toBe(decimals(value));
        expect(fen(new Decimal(value))).toBe(decimals(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('returns a database amount with two places as it came', () => {
    const value = '1234.50';
    expect(fen(value)).toBe(value);
    expect(fen('-3.07')).toBe('-3.07');
  });
});

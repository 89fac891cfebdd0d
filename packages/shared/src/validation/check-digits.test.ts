import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCreditCode, creditCodeCheckChar } from './credit-code';
import { checkIdCard, idCardCheckChar } from './id-card';
import { CREDIT_CODE_ALPHABET, ID_CARD_PROVINCES } from './patterns';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A valid 18-digit ID: province from the list, a real birth date, the GB 11643 check character. */
const validIdCard = fc
  .record({
    province: fc.constantFrom(...ID_CARD_PROVINCES),
    area: digits(4),
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    sequence: digits(3),
  })
  .map(({ province, area, year, month, day, sequence }) => {
    const first17 = `${province}${area}${year}${pad2(month)}${pad2(day)}${sequence}`;
    return first17 + idCardCheckChar(first17);
  });

const CODE_CHAR = fc.constantFrom(...CREDIT_CODE_ALPHABET);
/** A valid credit code: pattern characters in each place, the GB 32100 check character last. */
const validCreditCode = fc
  .record({
    head: fc.array(CODE_CHAR, { minLength: 2, maxLength: 2 }),
    region: digits(6),
    body: fc.array(CODE_CHAR, { minLength: 9, maxLength: 9 }),
  })
  .map(({ head, region, body }) => {
    const first17 = head.join('') + region + body.join('');
    return first17 + creditCodeCheckChar(first17);
  });

/** The code with one character swapped for a different one of `alphabet`. */
const mutateOne = (code: fc.Arbitrary<string>, alphabet: (index: number) => string) =>
  code.chain((value) =>
    fc.integer({ min: 0, max: value.length - 1 }).chain((index) =>
      fc
        .constantFrom(...alphabet(index))
        .filter((c) => c !== value[index])
        .map((c) => ({ value, mutated: value.slice(0, index) + c + value.slice(index + 1) })),
    ),
  );

describe('ID card check character (GB 11643)', () => {
  it('accepts every number whose check character was computed', () => {
    fc.assert(fc.property(validIdCard, (id) => checkIdCard(id) === undefined));
  });

  it('refuses every number with one character changed', () => {
    const alphabet = (i: number) => (i === 17 ? '0123456789X' : '0123456789');
    fc.assert(fc.property(mutateOne(validIdCard, alphabet), ({ mutated }) => checkIdCard(mutated) === '身份证格式错误'));
  });

  it('asks for a capital X only when that is the one thing wrong', () => {
    fc.assert(
      fc.property(
        validIdCard.filter((id) => id.endsWith('X')),
        (id) => checkIdCard(id.toLowerCase()) === '请大写身份证中的x',
      ),
    );
  });

  it('names the known sample', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });
});

describe('unified social credit code check character (GB 32100)', () => {
  it('accepts every code whose check character was computed', () => {
    fc.assert(fc.property(validCreditCode, (code) => checkCreditCode(code) === undefined));
  });

  it('refuses every code with one character changed', () => {
    fc.assert(
      fc.property(
        mutateOne(validCreditCode, () => CREDIT_CODE_ALPHABET),
        ({ mutated }) => checkCreditCode(mutated) === '统一社会信用代码格式错误',
      ),
    );
  });

  it('names the known samples', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(checkCreditCode('91350100M000100Y43')).toBeUndefined();
  });
});

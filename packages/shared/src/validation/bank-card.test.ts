import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { bankCardIssue, checkBankCard, luhnCheckDigit, passesLuhn } from './bank-card';
import { localizeIssue } from './localize';
import { bankCardOptional, bankCardRequired } from './rules';

/**
 * An independent Luhn, written differently on purpose: the digits reversed, weights 1 and 2,
 * every decimal digit of every product added up as text. It shares no code with bank-card.ts.
 */
const referenceLuhn = (digits: string): boolean =>
  [...digits]
    .reverse()
    .map((c, i) => String(Number(c) * ((i % 2) + 1)))
    .join('')
    .split('')
    .reduce((sum, c) => sum + Number(c), 0) %
    10 ===
  0;

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
/** A card number of 12–19 digits whose last digit was computed. */
const validCard = digitString(11, 18).map((payload) => payload + luhnCheckDigit(payload));

describe('the Luhn check', () => {
  it('agrees with the independent implementation on any digit string', () => {
    fc.assert(
      fc.property(digitString(1, 25), (digits) => passesLuhn(digits) === referenceLuhn(digits)),
      { numRuns: 2000 },
    );
  });

  it('accepts every number whose check digit was computed, by both implementations', () => {
    fc.assert(fc.property(validCard, (card) => passesLuhn(card) && referenceLuhn(card) && bankCardIssue(card) === undefined));
  });

  it('refuses every number with one digit changed', () => {
    const mutated = validCard.chain((card) =>
      fc
        .record({
          index: fc.integer({ min: 0, max: card.length - 1 }),
          digit: fc.integer({ min: 0, max: 9 }),
        })
        .filter(({ index, digit }) => String(digit) !== card[index])
        .map(({ index, digit }) => card.slice(0, index) + digit + card.slice(index + 1)),
    );
    fc.assert(fc.property(mutated, (card) => !passesLuhn(card) && checkBankCard(card) === '银行卡号校验位错误，请核对卡号'));
  });

  it('knows the published samples', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a4')).toBe(false);
  });
});

describe('bank card rules', () => {
  const messages = (value: unknown, rule: ZodType = bankCardRequired) => {
    const result = rule.safeParse(value);
    return result.success ? undefined : [localizeIssue(result.error.issues[0]!, 'zh-CN'), localizeIssue(result.error.issues[0]!, 'en-US')];
  };

  it('accepts a 16- and a 19-digit card that pass the check', () => {
    expect(messages('4111111111111111')).toBeUndefined();
    expect(messages(' 6222020200112233446 ')).toBeUndefined();
    expect(bankCardRequired.parse(' 6222020200112233446 ')).toBe('6222020200112233446');
  });

  it('names a missing, a malformed and a wrong-check-digit card in both languages', () => {
    expect(messages('')).toEqual(['请填写银行卡号', 'Please fill in the bank card number']);
    expect(messages('62220202001')).toEqual(['银行卡号须为12至19位数字', 'The bank card number must be 12 to 19 digits']);
    expect(messages('6222 0202 0011 2233')).toEqual(['银行卡号须为12至19位数字', 'The bank card number must be 12 to 19 digits']);
    expect(messages('62220202001122334460')).toEqual(['银行卡号须为12至19位数字', 'The bank card number must be 12 to 19 digits']);
    expect(messages('6222020200112233445')).toEqual([
      '银行卡号校验位错误，请核对卡号',
      'The bank card number fails its check digit, please check the number',
    ]);
  });

  it('the optional rule lets a blank through and checks what is filled in', () => {
    expect(messages(undefined, bankCardOptional)).toBeUndefined();
    expect(messages('', bankCardOptional)).toBeUndefined();
    expect(messages('4111111111111112', bankCardOptional)?.[0]).toBe('银行卡号校验位错误，请核对卡号');
  });
});

import Decimal from 'decimal.js';
import type { RuleIssue } from './messages';
import { MORTGAGE_BORROW_TYPES } from './patterns';
import type { Check } from './text-checks';

/**
 * Numbers arrive as text ('12345.67') and stay text: amounts are compared with decimal.js, never
 * as JavaScript numbers (architecture: money is decimal).
 */
const NUMBER = /^-?\d+(\.\d+)?$/;
const UNSIGNED_2DP = /^\d+(\.\d{1,2})?$/;

const isNumber = (v: string) => NUMBER.test(v);
const isPositive = (v: string) => isNumber(v) && new Decimal(v).gt(0);

export const numbersOnlyCheck: Check<string> = (v) => (isNumber(v) ? undefined : { key: 'numbersOnly' });
export const positiveCheck: Check<string> = (v) => (isPositive(v) ? undefined : { key: 'positiveOnly' });
export const positiveIntegerCheck: Check<string> = (v) => (/^[1-9]\d*$/.test(v) ? undefined : { key: 'positiveIntegerOnly' });
/** At most two decimals (no sign): 'please fill in two decimals'. */
export const twoDecimalsCheck: Check<string> = (v) => (UNSIGNED_2DP.test(v) ? undefined : { key: 'twoDecimals' });

/** An amount: a number, greater than 0, at most two decimals (emptiness is the rule's business). */
export const amountCheck: Check<string> = (v) => {
  if (!isNumber(v)) return { key: 'numbersOnly' };
  if (!isPositive(v)) return { key: 'amountPositive' };
  return twoDecimalsCheck(v);
};

/** Unsigned decimal with at most `intDigits` integer digits and `fracDigits` decimals. */
const digitsCheck =
  (intDigits: number, fracDigits: number, issue: RuleIssue): Check<string> =>
  (v) =>
    new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,${fracDigits}})?$`).test(v) ? undefined : issue;

export const contractAmountCheck = digitsCheck(9, 2, { key: 'contractAmount' });
/** 11 digits in all, 2 of them decimals (9 + 2). */
export const digits9And2Check = digitsCheck(9, 2, { key: 'digits9And2' });
export const digits10And1Check = digitsCheck(10, 1, { key: 'digits10And1' });

const isMortgage = (borrowType: unknown) => MORTGAGE_BORROW_TYPES.includes(Number(borrowType));

/**
 * Contract term in days (spec 000 §5): a positive whole number of days; for mortgage bills
 * (borrowType 2 or 3) a multiple of 30, for every other type (or none chosen yet) a multiple of 10.
 */
export function contractTermIssue(term: string | number, borrowType: unknown): RuleIssue | undefined {
  const text = String(term);
  const notInteger = positiveIntegerCheck(text);
  if (notInteger) return notInteger;
  const step = isMortgage(borrowType) ? 30 : 10;
  if (Number(text) % step === 0) return undefined;
  return { key: step === 30 ? 'termMultipleOf30' : 'termMultipleOf10' };
}

/** Halfway bills: a whole number of days from 1 to 365. */
export function halfwayTermIssue(term: string | number): RuleIssue | undefined {
  const text = String(term);
  if (!/^\d+$/.test(text)) return { key: 'positiveIntegerOnly' };
  const days = Number(text);
  return days >= 1 && days <= 365 ? undefined : { key: 'halfwayTerm' };
}

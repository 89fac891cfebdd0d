import { type RuleIssue, validationMessage } from './messages';
import { BANK_CARD_PATTERN, BANK_CARD_PREFIX_PATTERN, CARD_BIN_PATTERN } from './patterns';

/**
 * The Luhn (mod 10) sum of a digit string whose last digit is the check digit: from the right,
 * every second digit is doubled and a two-digit product counts as its digit sum (−9).
 */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    const d = digits.charCodeAt(i) - 48;
    sum += double ? (d > 4 ? d * 2 - 9 : d * 2) : d;
  }
  return sum;
}

/** True when the digit string passes the Luhn check (ISO/IEC 7812-1). */
export const passesLuhn = (digits: string): boolean => /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;

/** The Luhn check digit to append to `payload` (the card number without its last digit). */
export const luhnCheckDigit = (payload: string): string => String((10 - (luhnSum(`${payload}0`) % 10)) % 10);

/**
 * A bank card number: 12–19 digits (UnionPay issues 16–19; some old passbook cards are shorter),
 * the last one the Luhn check digit. The format message comes before the check-digit one.
 */
export function bankCardIssue(value: string): RuleIssue | undefined {
  if (!BANK_CARD_PATTERN.test(value)) return { key: 'bankCardFormat' };
  return passesLuhn(value) ? undefined : { key: 'bankCardCheckDigit' };
}

/** The zh-CN message for a bad card number, undefined for a good one. */
export function checkBankCard(value: string): string | undefined {
  const issue = bankCardIssue(value);
  return issue && validationMessage(issue.key, 'zh-CN', issue.values);
}

/** What the BIN lookup needs (spec 000 §7): at least the first 6 digits of a card, at most a whole one. */
export const bankCardPrefixIssue = (value: string): RuleIssue | undefined =>
  BANK_CARD_PREFIX_PATTERN.test(value) ? undefined : { key: 'bankCardPrefix' };

/** A card BIN (issuer identification) prefix as the BIN table keeps it: 6 to 10 digits. */
export const cardBinIssue = (value: string): RuleIssue | undefined => (CARD_BIN_PATTERN.test(value) ? undefined : { key: 'cardBinFormat' });

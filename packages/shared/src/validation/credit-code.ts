import { type RuleIssue, validationMessage } from './messages';
import { CREDIT_CODE_ALPHABET, CREDIT_CODE_PATTERN, CREDIT_CODE_WEIGHTS, REGISTRATION_CODE_PATTERN } from './patterns';

/** GB 32100 check character of the first 17 characters: 31 − (Σ value × weight mod 31), 31 → 0. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_ALPHABET.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Unified social credit code: 18 characters of the pattern, the last one the check character. */
export function creditCodeIssue(value: string): RuleIssue | undefined {
  if (!CREDIT_CODE_PATTERN.test(value) || creditCodeCheckChar(value) !== value[17]) return { key: 'creditCodeFormat' };
  return undefined;
}

/** The zh-CN message for a bad credit code, undefined for a good one. */
export function checkCreditCode(value: string): string | undefined {
  const issue = creditCodeIssue(value);
  return issue && validationMessage(issue.key, 'zh-CN', issue.values);
}

/** The old business registration number: exactly 15 digits. */
export const registrationCodeIssue = (value: string): RuleIssue | undefined =>
  REGISTRATION_CODE_PATTERN.test(value) ? undefined : { key: 'registrationCodeFormat' };

import { type RuleIssue, validationMessage } from './messages';
import { isCalendarDate } from './time-checks';
import { ID_CARD_15_PATTERN, ID_CARD_18_PATTERN, ID_CARD_CHECK_CHARS, ID_CARD_PROVINCES, ID_CARD_WEIGHTS } from './patterns';

/** GB 11643 check character of the first 17 characters of an 18-digit ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i]!;
  return ID_CARD_CHECK_CHARS[sum % 11]!;
}

/** The birth date inside the number must exist (the pattern alone lets 0230 through). */
function birthDateExists(value: string): boolean {
  const ymd = value.length === 18 ? value.slice(6, 14) : `19${value.slice(6, 12)}`;
  return isCalendarDate(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)), Number(ymd.slice(6, 8)));
}

/**
 * Spec 000 §5: the 15/18-digit pattern, a province prefix from the list, the check character of
 * an 18-digit number. A number that is right except for a lowercase trailing x gets its own
 * message (capitalise the x); anything else wrong is 'ID card format error'.
 */
export function idCardIssue(value: string): RuleIssue | undefined {
  const format: RuleIssue = { key: 'idCardFormat' };
  if (!ID_CARD_15_PATTERN.test(value) && !ID_CARD_18_PATTERN.test(value)) return format;
  if (!ID_CARD_PROVINCES.includes(value.slice(0, 2)) || !birthDateExists(value)) return format;
  if (value.length === 15) return undefined;
  const last = value[17]!;
  if (idCardCheckChar(value) !== last.toUpperCase()) return format;
  return last === 'x' ? { key: 'idCardLowercaseX' } : undefined;
}

/** The zh-CN message for a bad ID number, undefined for a good one. */
export function checkIdCard(value: string): string | undefined {
  const issue = idCardIssue(value);
  return issue && validationMessage(issue.key, 'zh-CN', issue.values);
}

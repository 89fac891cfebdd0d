import type { RuleIssue, ValidationKey } from './messages';
import { EMAIL_PATTERN, MOBILE_PATTERN, POSTAL_CODE_PATTERN, type LengthLimit } from './patterns';

/** A pure check over a filled-in (trimmed, non-empty) value: undefined when it passes. */
export type Check<T> = (value: T) => RuleIssue | undefined;

const when =
  (fails: (value: string) => boolean, key: ValidationKey): Check<string> =>
  (value) =>
    fails(value) ? { key } : undefined;

/** Characters as people count them: one per code point (a Chinese character is one). */
export const charCount = (value: string) => [...value].length;

/** PostgreSQL text cannot hold a NUL character (SQLSTATE 22021). */
export const noNulCheck = when((v) => v.includes('\u0000'), 'nulCharacter');
/**
 * Half a surrogate pair is no character at all: JSON may carry one (`"\ud800"`), but PostgreSQL's
 * json refuses it and UTF-8 cannot encode it.
 */
export const hasBrokenCharacter = (value: string) => /\p{Cs}/u.test(value);
export const wholeCharactersCheck = when(hasBrokenCharacter, 'brokenCharacter');

export const mobileFormat = when((v) => !MOBILE_PATTERN.test(v), 'mobileFormat');
export const emailFormat = when((v) => !EMAIL_PATTERN.test(v), 'emailFormat');
export const postalCodeFormat = when((v) => !POSTAL_CODE_PATTERN.test(v), 'postalCodeFormat');

/** The optional-length maxima: 'length too long'. */
export const lengthAtMostCheck = (limit: LengthLimit) => when((v) => charCount(v) > limit, 'lengthTooLong');
/** The configurable maximum: 'at most N chars'. */
export const maxCharsCheck =
  (n: number): Check<string> =>
  (value) =>
    charCount(value) > n ? { key: 'maxChars', values: { n } } : undefined;

/** Chinese only: Han characters and the middle dot of transliterated names (e.g. 阿卜杜·热合曼). */
export const chineseOnlyCheck = when((v) => !/^[\p{Script=Han}·]+$/u.test(v), 'chineseOnly');
export const noChineseCheck = when((v) => /\p{Script=Han}/u.test(v), 'noChinese');
export const noDigitsCheck = when((v) => /\d/.test(v), 'noDigits');
/** Parentheses must be the English (half-width) ones: no （ or ）. */
export const halfWidthParenthesesCheck = when((v) => /[（）]/.test(v), 'halfWidthParentheses');
export const noWhitespaceCheck = when((v) => /\s/.test(v), 'noWhitespace');

const BRACKETS = /[()（）[\]【】]/;
const ONE_BRACKETED_PART = /^[^()（）[\]【】]*[(（[【]([^()（）[\]【】]*)[)）\]】][^()（）[\]【】]*$/;

/**
 * Fund contract numbers (spec 000 §5): of the series that carry a bracketed part, that part must
 * be exactly 6 characters. Our reading: a number with any bracket (half- or full-width (), [] or
 * 【】) belongs to that series, and must then hold exactly one bracketed part of 6 characters,
 * e.g. 'ZH-XT(2024A1)-001'. Numbers without brackets pass this check.
 */
export const fundContractBracketCheck: Check<string> = (value) => {
  if (!BRACKETS.test(value)) return undefined;
  const inner = ONE_BRACKETED_PART.exec(value)?.[1];
  return inner !== undefined && charCount(inner) === 6 ? undefined : { key: 'fundContractNoBracket' };
};

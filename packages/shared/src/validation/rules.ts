import type { z } from 'zod';
import { bankCardIssue, bankCardPrefixIssue, cardBinIssue } from './bank-card';
import { creditCodeIssue, registrationCodeIssue } from './credit-code';
import { idCardIssue } from './id-card';
import {
  amountCheck,
  contractAmountCheck,
  contractTermIssue,
  digits10And1Check,
  digits9And2Check,
  halfwayTermIssue,
  numbersOnlyCheck,
  positiveCheck,
  positiveIntegerCheck,
  twoDecimalsCheck,
} from './number-checks';
import type { LengthLimit } from './patterns';
import { normaliseRatio, ratioCheck } from './ratio';
import { addRuleIssue, normalisedText, optionalText, requiredList, requiredText } from './rule-kit';
import {
  chineseOnlyCheck,
  emailFormat,
  fundContractBracketCheck,
  halfWidthParenthesesCheck,
  lengthAtMostCheck,
  maxCharsCheck,
  mobileFormat,
  noChineseCheck,
  noDigitsCheck,
  noWhitespaceCheck,
  postalCodeFormat,
} from './text-checks';
import {
  type Clock,
  leaseOrderIssue,
  normaliseDate,
  notAfterNowCheck,
  notBeforeNowCheck,
  notBeforeYesterdayCheck,
  typedDateCheck,
} from './time-checks';

/*
 * The rules of spec 000 §5 as zod schemas: one source for antd forms (zodRule) and server
 * request schemas. Required variants refuse a missing or blank value with their own message;
 * optional ones let it through and check only what is filled in. Text is trimmed.
 */

// Mobile and e-mail
export const mobileRequired = requiredText('mobileRequired', mobileFormat);
export const mobileOptional = optionalText(mobileFormat);
export const emailRequired = requiredText('emailRequired', emailFormat);
export const emailOptional = optionalText(emailFormat);

// Length
/** Optional text of at most `limit` characters (128, 51, 50, 40, 32, 16, 10, 8 or 4): 'length too long'. */
export const lengthAtMost = (limit: LengthLimit) => optionalText(lengthAtMostCheck(limit));
/** Optional text of at most `n` characters: 'at most N chars'. */
export const maxChars = (n: number) => optionalText(maxCharsCheck(n));

// Numbers (as text; amounts are never JS numbers)
export const numbersOnly = optionalText(numbersOnlyCheck);
export const positiveOnly = optionalText(positiveCheck);
export const positiveIntegerOnly = optionalText(positiveIntegerCheck);
export const twoDecimalsAtMost = optionalText(twoDecimalsCheck);
/** Amount: not empty, greater than 0, at most two decimals. */
export const amountRequired = requiredText('amountRequired', amountCheck);
export const contractAmount = optionalText(contractAmountCheck);
export const digits9And2 = optionalText(digits9And2Check);
export const digits10And1 = optionalText(digits10And1Check);

// Contract term
/** The term for a bill of `borrowType` (2, 3: multiples of 30 days; others: multiples of 10). */
export const contractTerm = (borrowType: unknown) => optionalText((term) => contractTermIssue(term, borrowType));
export const halfwayTerm = optionalText(halfwayTermIssue);
/** For an object schema holding both fields: `.check(contractTermCheck('borrowDuration', 'borrowType'))`. */
export const contractTermCheck =
  (termKey: string, borrowTypeKey: string) =>
  (payload: z.core.ParsePayload<Record<string, unknown>>): void => {
    const term = payload.value[termKey];
    if (term === undefined || term === null || term === '') return;
    const issue = typeof term === 'string' || typeof term === 'number' ? contractTermIssue(term, payload.value[borrowTypeKey]) : undefined;
    if (issue) addRuleIssue(payload, issue, [termKey]);
  };

// Time (Asia/Shanghai wall clock; "now" from the caller)
export const notBeforeNow = (clock: Clock) => optionalText(notBeforeNowCheck(clock));
export const notBeforeYesterday = (clock: Clock) => optionalText(notBeforeYesterdayCheck(clock));
export const notAfterNow = (clock: Clock) => optionalText(notAfterNowCheck(clock));
/** The lease end, given the lease start (empty start: nothing to compare). */
export const leaseEndNotBefore = (start: string | undefined) => optionalText((end) => leaseOrderIssue(start, end));
/** For an object schema holding both fields; the issue goes on the end field. */
export const leasePeriodCheck =
  (startKey: string, endKey: string) =>
  (payload: z.core.ParsePayload<Record<string, unknown>>): void => {
    const start = payload.value[startKey];
    const end = payload.value[endKey];
    if (typeof end !== 'string' || end === '') return;
    const issue = leaseOrderIssue(typeof start === 'string' && start !== '' ? start : undefined, end);
    if (issue) addRuleIssue(payload, issue, [endKey]);
  };
/** A date typed as year-month-day; the output is YYYY-MM-DD. */
export const typedDate = normalisedText((v) => normaliseDate(v) ?? v, [typedDateCheck]);

// Identity and registration
export const idCard = optionalText(idCardIssue);
export const creditCode = optionalText(creditCodeIssue);
export const registrationCode = optionalText(registrationCodeIssue);
export const postalCode = optionalText(postalCodeFormat);
/** Bank card number: 12–19 digits passing the Luhn check. */
export const bankCardRequired = requiredText('bankCardRequired', bankCardIssue);
export const bankCardOptional = optionalText(bankCardIssue);
/** The digits the BIN lookup is asked about: at least 6. */
export const bankCardPrefix = requiredText('bankCardPrefix', bankCardPrefixIssue);
export const cardBin = requiredText('required', cardBinIssue);

// Other
/** Shareholder ratio: a number or '**.**'; zero, blank or missing comes out as '**.**'. */
export const shareholderRatio = normalisedText(normaliseRatio, [(v) => ratioCheck(normaliseRatio(v))], true);
export const chineseOnly = optionalText(chineseOnlyCheck);
export const noChinese = optionalText(noChineseCheck);
export const noDigits = optionalText(noDigitsCheck);
export const halfWidthParentheses = optionalText(halfWidthParenthesesCheck);
export const noWhitespace = optionalText(noWhitespaceCheck);
export const borrowerTypes = requiredList('borrowerTypesRequired');
export const specialFactors = requiredList('specialFactorsRequired');
/** Required text of at most 40 characters. */
export const text40Required = requiredText('required', maxCharsCheck(40));
/** The same, with no whitespace inside. */
export const text40RequiredNoSpace = requiredText('required', noWhitespaceCheck, maxCharsCheck(40));
export const fundContractNo = requiredText('fundContractNoRequired', fundContractBracketCheck);
export const borrowerAccount = requiredText('borrowerAccountRequired');

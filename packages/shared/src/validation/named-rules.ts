import type { ZodType } from 'zod';
import * as r from './rules';

/** "Now" read at each check, for rules named in form definitions (a server passes its own clock). */
const liveNow = () => new Date();

/**
 * Rules by name, for field definitions that list their checks as strings (spec 001 §3 `verify`).
 * Rules that need context (a borrow type, a lease start, a fixed clock, another maximum) are
 * built by their functions in rules.ts instead.
 */
export const NAMED_RULES = {
  mobile: r.mobileRequired,
  mobileOptional: r.mobileOptional,
  email: r.emailRequired,
  emailOptional: r.emailOptional,
  max128: r.lengthAtMost(128),
  max51: r.lengthAtMost(51),
  max50: r.lengthAtMost(50),
  max40: r.lengthAtMost(40),
  max32: r.lengthAtMost(32),
  max16: r.lengthAtMost(16),
  max10: r.lengthAtMost(10),
  max8: r.lengthAtMost(8),
  max4: r.lengthAtMost(4),
  numbersOnly: r.numbersOnly,
  positive: r.positiveOnly,
  positiveInteger: r.positiveIntegerOnly,
  twoDecimals: r.twoDecimalsAtMost,
  amount: r.amountRequired,
  contractAmount: r.contractAmount,
  digits9And2: r.digits9And2,
  digits10And1: r.digits10And1,
  halfwayTerm: r.halfwayTerm,
  notBeforeNow: r.notBeforeNow(liveNow),
  notBeforeYesterday: r.notBeforeYesterday(liveNow),
  notAfterNow: r.notAfterNow(liveNow),
  date: r.typedDate,
  idCard: r.idCard,
  creditCode: r.creditCode,
  registrationCode: r.registrationCode,
  postalCode: r.postalCode,
  bankCard: r.bankCardRequired,
  bankCardOptional: r.bankCardOptional,
  ratio: r.shareholderRatio,
  chineseOnly: r.chineseOnly,
  noChinese: r.noChinese,
  noDigits: r.noDigits,
  halfWidthParentheses: r.halfWidthParentheses,
  noWhitespace: r.noWhitespace,
  borrowerTypes: r.borrowerTypes,
  specialFactors: r.specialFactors,
  text40: r.text40Required,
  text40NoSpace: r.text40RequiredNoSpace,
  fundContractNo: r.fundContractNo,
  borrowerAccount: r.borrowerAccount,
} as const satisfies Record<string, ZodType>;

export type RuleName = keyof typeof NAMED_RULES;
export const isRuleName = (name: unknown): name is RuleName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(NAMED_RULES, name);

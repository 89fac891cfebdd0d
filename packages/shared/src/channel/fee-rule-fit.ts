import Decimal from 'decimal.js';
import type { FeeRuleRow } from './channel.schema';

export const FEE_RULE_WRONG_TYPE = '该收费规则不适用于此借款类型';
export const FEE_RULE_WRONG_AMOUNT = '借款金额不在该收费规则的金额范围内';
export const FEE_RULE_NOT_IN_FORCE = '该收费规则不在有效期内';

export type FeeRuleTerms = Pick<FeeRuleRow, 'borrowTypes' | 'minLoanAmount' | 'maxLoanAmount' | 'effectiveFrom' | 'effectiveTo'>;
/** What of a bill a fee rule is matched against; `date` is the borrowing date (YYYY-MM-DD). */
export type FeeRuleCase = { borrowType: number; borrowAmount: string; date: string };

/**
 * Why a fee rule does not apply to a bill, or null when it does: the bill's borrow type must be
 * one of the rule's, its amount inside the rule's range (both ends included) and its date inside
 * the rule's effective dates (both ends included). An open end does not limit.
 */
export function feeRuleMisfit(rule: FeeRuleTerms, bill: FeeRuleCase): string | null {
  if (!rule.borrowTypes.includes(bill.borrowType)) return FEE_RULE_WRONG_TYPE;
  const amount = new Decimal(bill.borrowAmount);
  if (rule.minLoanAmount && amount.lt(rule.minLoanAmount)) return FEE_RULE_WRONG_AMOUNT;
  if (rule.maxLoanAmount && amount.gt(rule.maxLoanAmount)) return FEE_RULE_WRONG_AMOUNT;
  if (rule.effectiveFrom && bill.date < rule.effectiveFrom) return FEE_RULE_NOT_IN_FORCE;
  if (rule.effectiveTo && bill.date > rule.effectiveTo) return FEE_RULE_NOT_IN_FORCE;
  return null;
}

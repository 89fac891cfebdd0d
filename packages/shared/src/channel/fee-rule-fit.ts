import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { feeRuleTerms } from './channel-options';

/** What of a bill a fee rule does not cover, and the server's message for each. */
export type FeeRuleMisfit = 'borrowType' | 'amount' | 'date';
export const FEE_RULE_MISFIT_MESSAGE: Record<FeeRuleMisfit, string> = {
  borrowType: '该收费规则不适用于此借款类型',
  amount: '借款金额不在该收费规则的金额范围内',
  date: '该收费规则不在有效期内',
};

export type FeeRuleTerms = z.infer<typeof feeRuleTerms>;
/** What of a bill a fee rule is matched against; `date` is the borrowing date (YYYY-MM-DD). */
export type FeeRuleCase = { borrowType: number; borrowAmount: string; date: string };

/**
 * What keeps a fee rule from applying to a bill, or null when it applies: the bill's borrow type
 * must be one of the rule's, its amount inside the rule's range (both ends included) and its
 * date inside the rule's effective dates (both ends included). An open end does not limit.
 */
export function feeRuleMisfit(rule: FeeRuleTerms, bill: FeeRuleCase): FeeRuleMisfit | null {
  if (!rule.borrowTypes.includes(bill.borrowType)) return 'borrowType';
  const amount = new Decimal(bill.borrowAmount);
  if (rule.minLoanAmount && amount.lt(rule.minLoanAmount)) return 'amount';
  if (rule.maxLoanAmount && amount.gt(rule.maxLoanAmount)) return 'amount';
  if (rule.effectiveFrom && bill.date < rule.effectiveFrom) return 'date';
  if (rule.effectiveTo && bill.date > rule.effectiveTo) return 'date';
  return null;
}

import { type AgreedTerms, type ContractFacts, FUND_PARTIES, NONE_SHOWN } from '@lc/shared';

type BillFacts = { billNo: string; customerName: string; fundings: string | null };
type Numbering = { contractNo: string; contractDate: string; addresses: string[] };

/** The funding party as a contract names it: its name, never its code. */
export const fundingNameOf = (code: string | null) =>
  (code && code in FUND_PARTIES ? FUND_PARTIES[code as keyof typeof FUND_PARTIES].name['zh-CN'] : null) ?? NONE_SHOWN;

/**
 * A contract's facts: the bill's borrower and collateral, and the loan as final review agreed it
 * (decision 0070): amount, term, rate, method, repayment day and penalty rule, never a default.
 */
export const contractFacts = (bill: BillFacts, terms: AgreedTerms, n: Numbering): ContractFacts => ({
  contractNo: n.contractNo,
  contractDate: n.contractDate,
  billNo: bill.billNo,
  borrowerName: bill.customerName,
  addresses: n.addresses,
  amount: terms.amount,
  durationDays: terms.termDays,
  annualRate: terms.annualRate,
  method: terms.method,
  repaymentDay: terms.repaymentDay,
  penaltyDailyRate: terms.penaltyDailyRate,
  fundingName: fundingNameOf(bill.fundings),
});

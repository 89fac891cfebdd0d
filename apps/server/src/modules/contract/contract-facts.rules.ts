import { type AgreedTerms, type ContractFacts, NONE_SHOWN, fundPartyLabel } from '@lc/shared';

type BillFacts = { billNo: string; customerName: string; fundings: string | null };
type Numbering = { contractNo: string; contractDate: string; addresses: string[] };

/** The funding party as a contract names it: its name, never its code. */
export const fundingNameOf = (code: string | null) => (code ? fundPartyLabel(code, 'zh-CN') : NONE_SHOWN);

/**
 * A contract's facts: the bill's borrower and collateral, and the loan as final review agreed it
 * (decision 0070): amount, term, rate, method, repayment day, fees (0073), penalty rule and the
 * funding party (0079; the bill's only for terms decided before that named none), never a default.
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
  fees: terms.fees,
  fundingName: fundingNameOf(terms.fundParty ?? bill.fundings),
});

import Decimal from 'decimal.js';

/**
 * The stage gates between a loan's steps (issue 17 item 10), as pure functions over facts the
 * server gathers: the repayment and grant modules call the server's `mortgage-gates.ts`, which
 * feeds these. One place decides, so the lists, the pages and the writes agree.
 */

/** The ledger accounts a settled loan has cleared: principal, interest, fees and penalty (ledger.accounts.ts). */
export const SETTLEMENT_ACCOUNTS = ['1301', '1122', '1123', '1124'] as const;
const PRINCIPAL = '1301';

/** What the books say of one bill: its final-review outcome and its ledger lines by account. */
export type LoanBook = {
  /** True when the bill passed final review (it is a loan at all). */
  approved: boolean;
  lines: readonly { accountCode: string; debit: string; credit: string }[];
};

/**
 * A loan is settled when money was lent (principal debited) and every receivable it carries is
 * back to zero. A bill with no loan, or a loan never disbursed, is not settled.
 */
export function isLoanSettled(book: LoanBook): boolean {
  if (!book.approved) return false;
  const lent = book.lines.filter((l) => l.accountCode === PRINCIPAL).reduce((sum, l) => sum.plus(l.debit), new Decimal(0));
  if (lent.lte(0)) return false;
  return SETTLEMENT_ACCOUNTS.every((code) =>
    book.lines
      .filter((l) => l.accountCode === code)
      .reduce((sum, l) => sum.plus(l.debit).minus(l.credit), new Decimal(0))
      .isZero(),
  );
}

export const GRANT_GATE_ITEMS = ['signedContract', 'mortgageRegistered', 'archiveInStock'] as const;
export type GrantGateItem = (typeof GRANT_GATE_ITEMS)[number];

/** The grant gate's answer: what is missing, and what no module can check yet (contracts, archives). */
export type GrantGate = { open: boolean; missing: GrantGateItem[]; notYetChecked: GrantGateItem[] };

/** Mortgage request status 4 (STATUS_LISTS.mortgageRequest "all registered"). */
const ALL_REGISTERED = 4;

/**
 * Grants need a signed contract, a complete mortgage registration and the archive items in stock.
 * Contracts and archives do not exist yet: they are reported as not yet checked, and only the
 * mortgage part is enforced. `mortgageStatuses` are the bill's live (not rejected) requests.
 */
export function grantGateOf(mortgageStatuses: readonly number[]): GrantGate {
  const registered = mortgageStatuses.includes(ALL_REGISTERED);
  const missing: GrantGateItem[] = registered ? [] : ['mortgageRegistered'];
  return { open: missing.length === 0, missing, notYetChecked: ['signedContract', 'archiveInStock'] };
}

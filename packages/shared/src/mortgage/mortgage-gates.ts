import Decimal from 'decimal.js';

/**
 * The stage gates between a loan's steps (issue 17 item 10), as pure functions over facts the
 * server gathers: the repayment and grant modules call the server's `mortgage-gates.service.ts`, which
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

/** The gate's answer: open, or what is still missing. */
export type GrantGate = { open: boolean; missing: GrantGateItem[] };

/** What the contract, mortgage and archive modules say of one bill. */
export type GrantGateFacts = {
  /** A contract of the bill is signed (status 3). */
  contractSigned: boolean;
  /** The bill's live (not rejected) mortgage requests. */
  mortgageStatuses: readonly number[];
  /** The bill has archive documents and every one not deleted is in stock (decision 0036). */
  archiveInStock: boolean;
};

/** Mortgage request status 4 (STATUS_LISTS.mortgageRequest "all registered"). */
const ALL_REGISTERED = 4;

/**
 * The grant request's gate (issue 17 item 10): a signed contract, a complete mortgage registration
 * and the archive documents in stock. One check, so the request, its refusal and the tests agree.
 */
export function grantGateOf(facts: GrantGateFacts): GrantGate {
  const missing = GRANT_GATE_ITEMS.filter((item) =>
    item === 'signedContract'
      ? !facts.contractSigned
      : item === 'mortgageRegistered'
        ? !facts.mortgageStatuses.includes(ALL_REGISTERED)
        : !facts.archiveInStock,
  );
  return { open: missing.length === 0, missing };
}

/**
 * The draw's gate: the mortgage part alone. Documents may be out on a transfer (to the funding
 * party, say) by the time finance draws; the request already required them in stock.
 */
export function mortgageGateOf(mortgageStatuses: readonly number[]): GrantGate {
  const registered = mortgageStatuses.includes(ALL_REGISTERED);
  return { open: registered, missing: registered ? [] : ['mortgageRegistered'] };
}

const GATE_ITEM_TEXT: Record<GrantGateItem, { 'zh-CN': string; 'en-US': string }> = {
  signedContract: { 'zh-CN': '合同未签署', 'en-US': 'no signed contract' },
  mortgageRegistered: { 'zh-CN': '抵押未全部登记', 'en-US': 'the mortgage is not fully registered' },
  archiveInStock: { 'zh-CN': '档案未全部入库', 'en-US': 'the archive documents are not all in stock' },
};

/** What is missing, in both languages, for the refusal's message (grantGateMissing). */
export const grantGateMissingText = (missing: readonly GrantGateItem[]) => ({
  'zh-CN': missing.map((m) => GATE_ITEM_TEXT[m]['zh-CN']).join('、'),
  'en-US': missing.map((m) => GATE_ITEM_TEXT[m]['en-US']).join(', '),
});

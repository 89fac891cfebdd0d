import { type AccountCode, LEDGER_ACCOUNTS, type LedgerEventType } from '@lc/shared';
import Decimal from 'decimal.js';
import { Validation, keyed } from '../../lib/errors';

/** One line of a posting as a caller writes it: an account and one positive side, as decimal strings. */
export type PostingLine = { account: AccountCode; debit?: string; credit?: string; billId?: number | null; fundingParty?: string | null };
export type Posting = {
  eventType: LedgerEventType;
  idempotencyKey: string;
  memo?: string;
  /** What the event is about: its loan (bill) and funding party; lines without their own inherit them. */
  subject?: { billId?: number | null; fundingParty?: string | null };
  lines: PostingLine[];
};

type LineDimensions = Pick<PostingLine, 'billId' | 'fundingParty'>;
/** A debit line, and a credit line: how callers write postings. */
export const debitLine = (account: AccountCode, amount: string, dims: LineDimensions = {}): PostingLine => ({
  account,
  debit: amount,
  ...dims,
});
export const creditLine = (account: AccountCode, amount: string, dims: LineDimensions = {}): PostingLine => ({
  account,
  credit: amount,
  ...dims,
});

const KNOWN_ACCOUNTS = new Set<string>(LEDGER_ACCOUNTS.map((a) => a.code));
/** A positive amount in yuan with at most two decimals, as text: the only money a line takes. */
const AMOUNT = /^(0|[1-9]\d{0,15})(\.\d{1,2})?$/;

const amountOf = (value: string | undefined): Decimal | null => {
  if (value === undefined) return null;
  // Malformed text counts as zero, which the caller refuses as "not above zero".
  if (typeof value !== 'string' || !AMOUNT.test(value)) return new Decimal(0);
  return new Decimal(value);
};

export type CheckedLine = { accountCode: string; debit: string; credit: string; billId: number | null; fundingParty: string | null };

/**
 * Refuses a posting that would not keep the books balanced, before anything is written: fewer
 * than two lines, an unknown account, a line with both sides or neither, an amount not above
 * zero or with more than two decimals, or Σdebit ≠ Σcredit. Decimal throughout.
 */
export function checkedLines(posting: Posting): CheckedLine[] {
  if (posting.lines.length < 2) throw new Validation(keyed('ledgerTooFewLines'));
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  const lines = posting.lines.map((line, i) => {
    if (!KNOWN_ACCOUNTS.has(line.account)) throw new Validation(keyed('ledgerUnknownAccount', { code: String(line.account) }));
    const d = amountOf(line.debit);
    const c = amountOf(line.credit);
    const side = d && !c ? d : c && !d ? c : null;
    if (!side || !side.gt(0)) throw new Validation(keyed('ledgerBadLine', { line: i + 1 }));
    debit = debit.plus(d ?? 0);
    credit = credit.plus(c ?? 0);
    return {
      accountCode: line.account,
      debit: (d ?? new Decimal(0)).toFixed(2),
      credit: (c ?? new Decimal(0)).toFixed(2),
      billId: line.billId ?? posting.subject?.billId ?? null,
      fundingParty: line.fundingParty ?? posting.subject?.fundingParty ?? null,
    };
  });
  if (!debit.eq(credit)) throw new Validation(keyed('ledgerUnbalanced', { debit: debit.toFixed(2), credit: credit.toFixed(2) }));
  return lines;
}

/** The mirror of an entry's lines: each debit becomes a credit of the same amount and the reverse. */
export const mirrored = (lines: CheckedLine[]): CheckedLine[] => lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit }));

/** A line's identity for comparing a repeated posting with the one its key already holds. */
export const lineFingerprint = (lines: CheckedLine[]) =>
  lines
    .map((l) =>
      [l.accountCode, new Decimal(l.debit).toFixed(2), new Decimal(l.credit).toFixed(2), l.billId ?? '', l.fundingParty ?? ''].join('|'),
    )
    .sort()
    .join(';');

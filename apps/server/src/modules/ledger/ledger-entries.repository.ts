import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ledgerEntries as e, ledgerLines as l } from './ledger.table';

/**
 * What the loan book (module borrow: entry bills) reads of the ledger: the entries about a loan
 * and their lines. Read-only; postings go through the ledger service. Other modules join through
 * this, never through the ledger tables themselves.
 */
export const ledgerEntrySubject = {
  table: e,
  columns: {
    id: e.id,
    eventType: e.eventType,
    billId: e.billId,
    fundingParty: e.fundingParty,
    memo: e.memo,
    reversalOf: e.reversalOf,
    createdAt: e.createdAt,
    createdBy: e.createdBy,
  },
  /** The entry's size: the sum of its debits (equal to its credits). */
  amount: sql<string>`(select coalesce(sum(${l.debit}), 0)::text from ${l} where ${l.entryId} = ${e.id})`,
  onBill: (billId: PgColumn) => eq(e.billId, billId),
  lines: { table: l, entryId: l.entryId, accountCode: l.accountCode, debit: l.debit, credit: l.credit, id: l.id },
  newestFirst: [e.createdAt, e.id] as const,
};

import { type SQLWrapper, and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerLines } from './ledger.table';

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type NewLedgerLine = Omit<typeof ledgerLines.$inferInsert, 'id' | 'entryId'>;
export type LedgerEntryRecord = typeof ledgerEntries.$inferSelect;
export type LedgerLineRecord = typeof ledgerLines.$inferSelect;
export type AccountTotals = { code: string; kind: string; normalSide: string; debit: string; credit: string };

const lineWithEntry = {
  entryId: ledgerEntries.id,
  eventType: ledgerEntries.eventType,
  createdAt: ledgerEntries.createdAt,
  memo: ledgerEntries.memo,
  reversalOf: ledgerEntries.reversalOf,
  accountCode: ledgerLines.accountCode,
  billId: ledgerLines.billId,
  fundingParty: ledgerLines.fundingParty,
  debit: ledgerLines.debit,
  credit: ledgerLines.credit,
};
/**
 * What a module whose money events post here (grant draws) may join to read its own postings back:
 * the lines of the entries it names, never the tables themselves (as `loanSubject` does for bills).
 */
export const ledgerLineSubject = {
  table: ledgerLines,
  entries: ledgerEntries,
  /** Lines of the entry whose id is in `entryId` (the caller's column naming its posting). */
  on: (entryId: SQLWrapper) => eq(ledgerLines.entryId, entryId),
  entryOfLine: eq(ledgerEntries.id, ledgerLines.entryId),
  columns: {
    lineId: ledgerLines.id,
    entryId: ledgerLines.entryId,
    accountCode: ledgerLines.accountCode,
    debit: sql<string>`${ledgerLines.debit}::text`,
    credit: sql<string>`${ledgerLines.credit}::text`,
    postedAt: ledgerEntries.createdAt,
  },
  lineOrder: ledgerLines.id,
};

/** The ledger's SQL. Inserts and reads only: postings are never updated or deleted. */
export const ledgerRepository = {
  async addMissingAccounts(db: Executor, rows: (typeof ledgerAccounts.$inferInsert)[]) {
    await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
  },

  /**
   * Inserts the entry unless its idempotency key (or, for a reversal, its original) is taken;
   * null then. ON CONFLICT waits for a concurrent holder of the key to commit, so the caller's
   * next read sees it.
   */
  async insertEntry(db: Executor, values: NewLedgerEntry): Promise<LedgerEntryRecord | null> {
    const [row] = await db.insert(ledgerEntries).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async insertLines(db: Executor, entryId: number, lines: NewLedgerLine[]) {
    await db.insert(ledgerLines).values(lines.map((l) => ({ ...l, entryId })));
  },

  async entryByKey(db: Executor, key: string) {
    const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));
    return row ?? null;
  },

  async entryById(db: Executor, id: number) {
    const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
    return row ?? null;
  },

  async reversalOf(db: Executor, id: number) {
    const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reversalOf, id));
    return row ?? null;
  },

  linesOf(db: Executor, entryId: number) {
    return db.select().from(ledgerLines).where(eq(ledgerLines.entryId, entryId)).orderBy(asc(ledgerLines.id));
  },

  /**
   * Every account of the chart with Σdebit and Σcredit over every posting (numeric sums: exact),
   * nil for an account nothing has posted to; in code order.
   */
  async totalsByAccount(db: Executor): Promise<AccountTotals[]> {
    return db
      .select({
        code: ledgerAccounts.code,
        kind: ledgerAccounts.kind,
        normalSide: ledgerAccounts.normalSide,
        debit: sql<string>`coalesce(sum(${ledgerLines.debit}), 0)::numeric(18,2)::text`,
        credit: sql<string>`coalesce(sum(${ledgerLines.credit}), 0)::numeric(18,2)::text`,
      })
      .from(ledgerAccounts)
      .leftJoin(ledgerLines, eq(ledgerLines.accountCode, ledgerAccounts.code))
      .groupBy(ledgerAccounts.code)
      .orderBy(asc(ledgerAccounts.code));
  },

  /** One bill's balance on one account (Σdebit − Σcredit), exact numeric text. */
  async billBalance(db: Executor, billId: number, account: string): Promise<string> {
    const [row] = await db
      .select({ balance: sql<string>`coalesce(sum(${ledgerLines.debit} - ${ledgerLines.credit}), 0)::numeric(18,2)::text` })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.billId, billId), eq(ledgerLines.accountCode, account)));
    return row?.balance ?? '0.00';
  },

  /** The lines about one loan, or one funding party, oldest first, with their entries. */
  linesAbout(db: Executor, about: { billId: number } | { fundingParty: string }) {
    const where = 'billId' in about ? eq(ledgerLines.billId, about.billId) : eq(ledgerLines.fundingParty, about.fundingParty);
    return db
      .select(lineWithEntry)
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(where)
      .orderBy(asc(ledgerLines.entryId), asc(ledgerLines.id));
  },
};

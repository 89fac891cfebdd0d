import type { AgreedTerms, AgreedTermsInput, FeeLineTerms, RepaymentMethod, TermsChange, TermsVersion } from '@lc/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billTerms, billTermsVersions } from './bill.table';

export type DecidedTerms = Omit<AgreedTermsInput, 'fees' | 'feeAccrual' | 'fundParty'> & {
  fees: FeeLineTerms[];
  fundParty: string;
  penaltyDailyRate: string;
  decidedBy: number;
  decidedByName: string;
  decidedAt: Date;
};

/** Who made a change of the terms, and which change (decision 0078). */
export type TermsChangeBy = { change: TermsChange; changeId: number | null; by: number | null; byName: string | null; at: Date };

/** Keeps the bill's terms as they now stand as their version (decision 0078); a version kept before is left. */
async function keepVersion(db: Executor, billId: number, c: TermsChangeBy) {
  const [row] = await db.select().from(billTerms).where(eq(billTerms.billId, billId));
  if (!row) return null;
  const { billId: _b, version, decidedBy: _d, decidedByName: _n, decidedAt: _a, ...terms } = row;
  await db
    .insert(billTermsVersions)
    .values({
      billId,
      version,
      ...terms,
      change: c.change,
      changeId: c.changeId,
      changedBy: c.by,
      changedByName: c.byName,
      changedAt: c.at,
    })
    .onConflictDoNothing();
  return version;
}

/** A bill's agreed terms (decision 0070): one row per bill, its version counting the changes (0078). */
export const billTermsRepository = {
  async of(db: Executor, billId: number): Promise<AgreedTerms | null> {
    const [row] = await db.select().from(billTerms).where(eq(billTerms.billId, billId));
    if (!row) return null;
    return {
      amount: row.amount,
      annualRate: row.annualRate,
      method: row.method as RepaymentMethod,
      termDays: row.termDays,
      repaymentDay: row.repaymentDay,
      penaltyDailyRate: row.penaltyDailyRate,
      fees: row.feeLines ?? null,
      fundParty: row.fundParty,
      version: row.version,
      decidedAt: row.decidedAt.toISOString(),
      decidedBy: row.decidedByName,
    };
  },
  /** A demo bill's terms, as its final reviewer decided them; a second seed run leaves them. */
  async seed(db: Executor, billId: number, { fees, ...t }: DecidedTerms) {
    await db
      .insert(billTerms)
      .values({ billId, ...t, feeLines: fees, repaymentDay: t.repaymentDay ?? null })
      .onConflictDoNothing({ target: billTerms.billId });
    await keepVersion(db, billId, { change: 'finalReview', changeId: null, by: t.decidedBy, byName: t.decidedByName, at: t.decidedAt });
  },
  /** Final review's decision: the first, or a later one after the bill came back (version + 1). */
  async decide(db: Executor, billId: number, t: DecidedTerms) {
    const values = {
      amount: t.amount,
      annualRate: t.annualRate,
      method: t.method,
      termDays: t.termDays,
      repaymentDay: t.repaymentDay ?? null,
      penaltyDailyRate: t.penaltyDailyRate,
      feeLines: t.fees,
      fundParty: t.fundParty,
      decidedBy: t.decidedBy,
      decidedByName: t.decidedByName,
      decidedAt: t.decidedAt,
    };
    await db
      .insert(billTerms)
      .values({ billId, ...values })
      .onConflictDoUpdate({ target: billTerms.billId, set: { ...values, version: sql`${billTerms.version} + 1` } });
    await keepVersion(db, billId, { change: 'finalReview', changeId: null, by: t.decidedBy, byName: t.decidedByName, at: t.decidedAt });
  },
  /**
   * An approved extension (decision 0078): the term grows by its days and the terms take the next
   * version, kept with the extension's id. Answers the new version; null for a bill without terms.
   */
  async extend(db: Executor, billId: number, days: number, c: Omit<TermsChangeBy, 'change'>) {
    const [moved] = await db
      .update(billTerms)
      .set({ termDays: sql`${billTerms.termDays} + ${days}`, version: sql`${billTerms.version} + 1` })
      .where(eq(billTerms.billId, billId))
      .returning({ version: billTerms.version });
    if (!moved) return null;
    return keepVersion(db, billId, { ...c, change: 'extension' });
  },
  /**
   * An approved system change of the term or the funding party (decision 0079): the terms take the
   * new values and the next version, kept with the request's id. Null for a bill without terms.
   */
  async adjust(db: Executor, billId: number, values: { termDays?: number; fundParty?: string }, c: Omit<TermsChangeBy, 'change'>) {
    const [moved] = await db
      .update(billTerms)
      .set({ ...values, version: sql`${billTerms.version} + 1` })
      .where(eq(billTerms.billId, billId))
      .returning({ version: billTerms.version });
    if (!moved) return null;
    return keepVersion(db, billId, { ...c, change: 'systemChange' });
  },
  /** The terms' versions, oldest first, each extension's added days from the version before. */
  async history(db: Executor, billId: number): Promise<TermsVersion[]> {
    const rows = await db
      .select()
      .from(billTermsVersions)
      .where(eq(billTermsVersions.billId, billId))
      .orderBy(asc(billTermsVersions.version));
    return rows.map((r, i) => ({
      version: r.version,
      change: r.change as TermsChange,
      changeId: r.changeId,
      amount: r.amount,
      annualRate: r.annualRate,
      method: r.method as RepaymentMethod,
      termDays: r.termDays,
      repaymentDay: r.repaymentDay,
      penaltyDailyRate: r.penaltyDailyRate,
      fundParty: r.fundParty,
      extraDays: r.change === 'extension' && i > 0 ? r.termDays - rows[i - 1]!.termDays : null,
      by: r.changedByName,
      at: r.changedAt.toISOString(),
    }));
  },
};

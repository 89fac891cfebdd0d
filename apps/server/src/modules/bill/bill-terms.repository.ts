import type { AgreedTerms, AgreedTermsInput, FeeLineTerms, RepaymentMethod } from '@lc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billTerms } from './bill.table';

export type DecidedTerms = Omit<AgreedTermsInput, 'fees'> & {
  fees: FeeLineTerms[];
  penaltyDailyRate: string;
  decidedBy: number;
  decidedByName: string;
  decidedAt: Date;
};

/** A bill's agreed terms (decision 0070): one row per bill, its version counting the decisions. */
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
      version: row.version,
      decidedAt: row.decidedAt.toISOString(),
      decidedBy: row.decidedByName,
    };
  },
  /** A demo bill's terms, as its final reviewer decided them; a second seed run leaves them. */
  seed: (db: Executor, billId: number, { fees, ...t }: DecidedTerms) =>
    db
      .insert(billTerms)
      .values({ billId, ...t, feeLines: fees, repaymentDay: t.repaymentDay ?? null })
      .onConflictDoNothing({ target: billTerms.billId }),
  /** Final review's decision: the first, or a later one after the bill came back (version + 1). */
  decide: (db: Executor, billId: number, t: DecidedTerms) => {
    const values = {
      amount: t.amount,
      annualRate: t.annualRate,
      method: t.method,
      termDays: t.termDays,
      repaymentDay: t.repaymentDay ?? null,
      penaltyDailyRate: t.penaltyDailyRate,
      feeLines: t.fees,
      decidedBy: t.decidedBy,
      decidedByName: t.decidedByName,
      decidedAt: t.decidedAt,
    };
    return db
      .insert(billTerms)
      .values({ billId, ...values })
      .onConflictDoUpdate({ target: billTerms.billId, set: { ...values, version: sql`${billTerms.version} + 1` } });
  },
};

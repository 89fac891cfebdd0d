import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { repaymentLoans as l } from './repayment.table';

/** What a bill's loans say of its stage (decision 0074), read in the transaction that just moved one. */
export const loanStageRepository = {
  /** Whether any of the bill's loans is stored overdue (2), and whether all of them are settled (3). */
  async standingOfBill(tx: Executor, billId: number) {
    const [row] = await tx
      .select({
        overdue: sql<boolean>`coalesce(bool_or(${l.status} = 2), false)`,
        settled: sql<boolean>`coalesce(bool_and(${l.status} = 3), false)`,
      })
      .from(l)
      .where(eq(l.billId, billId));
    return { overdue: row?.overdue === true, settled: row?.settled === true };
  },
  /** The bills of these loans that stand overdue (the overdue run's batch, after it marked them). */
  async overdueBillsOf(tx: Executor, loanIds: readonly number[]) {
    if (!loanIds.length) return [];
    const rows = await tx
      .selectDistinct({ billId: l.billId })
      .from(l)
      .where(and(inArray(l.id, [...loanIds]), eq(l.status, 2)));
    return rows.map((r) => r.billId);
  },
};

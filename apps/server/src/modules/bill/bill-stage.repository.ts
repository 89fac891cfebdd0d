import { BILL_STAGE, BILL_STATUS } from '@lc/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bills as b } from './bill.table';

/** A bill final-approved without a stage (made approved outside the flow) stands at the first one (decision 0074). */
const stageNow = sql<number>`coalesce(${b.stage}, ${BILL_STAGE.approved})`;

/** The bills' stage moves: conditional on the status (approved) and on the stage each comes from. */
export const billStageRepository = {
  /**
   * Moves the bills at one of `from` to `to`. The rows are locked as they are read, so of two
   * events racing the second sees where the first left the bill. Answers the bills moved and where from.
   */
  async move(tx: Executor, billIds: readonly number[], from: readonly number[], to: number) {
    if (!billIds.length) return [];
    const found = await tx
      .select({ id: b.id, from: stageNow })
      .from(b)
      .where(and(inArray(b.id, [...billIds]), eq(b.status, BILL_STATUS.approved), inArray(stageNow, [...from])))
      .orderBy(b.id)
      .for('update');
    if (!found.length) return [];
    await tx
      .update(b)
      .set({ stage: to })
      .where(
        inArray(
          b.id,
          found.map((f) => f.id),
        ),
      );
    return found;
  },
};

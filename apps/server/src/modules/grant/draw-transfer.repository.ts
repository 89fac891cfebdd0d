import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { grantDrawTransfers as x } from './grant.table';

export type DrawTransferRecord = typeof x.$inferSelect;

/** The transfers of split draws (decision 0052); they change only under their grant's row lock. */
export const drawTransferRepository = {
  ofDraw: (db: Executor, drawId: number) => db.select().from(x).where(eq(x.drawId, drawId)).orderBy(asc(x.seq)),
  /** The transfers of a page of draws, in order. */
  ofDraws: async (db: Executor, drawIds: number[]) =>
    drawIds.length ? db.select().from(x).where(inArray(x.drawId, drawIds)).orderBy(asc(x.drawId), asc(x.seq)) : [],
  insert: (tx: Executor, values: (typeof x.$inferInsert)[]) => tx.insert(x).values(values).returning(),
  /** Moves a transfer still in progress (1); undefined when it was settled meanwhile. */
  async settle(
    tx: Executor,
    id: number,
    values: Partial<Pick<typeof x.$inferInsert, 'status' | 'channelRef' | 'failureKey' | 'ledgerEntryId'>>,
  ) {
    const [row] = await tx
      .update(x)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(x.id, id), eq(x.status, 1)))
      .returning();
    return row;
  },
};

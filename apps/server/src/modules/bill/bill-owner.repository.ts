import { BILL_STATUS } from '@lc/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { BillOwner } from '../../db/follow-bill-owner';
import { bills as b } from './bill.table';

export const billOwnerRepository = {
  /**
   * Hands the bills to `owner`: only those still `fromId`'s and not abandoned (a conditional
   * update; what changed meanwhile is left out). The version goes up, so an edit read before
   * gets a 409. Returns the bills moved.
   */
  move: (tx: Executor, billIds: number[], fromId: number, owner: BillOwner, at: Date) =>
    tx
      .update(b)
      .set({
        salespersonId: owner.ownerId,
        groupId: owner.groupId,
        departmentCode: owner.departmentCode,
        areaCode: owner.areaCode,
        version: sql`${b.version} + 1`,
        updatedAt: at,
      })
      .where(and(inArray(b.id, billIds), eq(b.salespersonId, fromId), ne(b.status, BILL_STATUS.abandoned)))
      .returning({ id: b.id, billNo: b.billNo }),
};

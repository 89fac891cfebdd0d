import { DRAW_STATUS } from '@lc/shared';
import { eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { grantDraws as d, grants as g } from './grant.table';

/**
 * What the loan book (module borrow, /borrowManage) reads of grants: a grant whose money reached
 * the borrower is a loan account. Other modules join and filter through this, never through the
 * grant tables themselves (as bill's `loanSubject` does for bills). Read-only.
 */
export const grantLoanSubject = {
  table: g,
  columns: {
    id: g.id,
    billId: g.billId,
    fundingParty: g.fundingParty,
    amount: g.amount,
    succeededAmount: g.succeededAmount,
    status: g.status,
    createdAt: g.createdAt,
  },
  /** At least one draw succeeded. */
  drawn: gt(g.succeededAmount, '0'),
  /** When the first draw succeeded (the loan's start), null before. */
  firstDrawnAt: sql<Date | null>`(select min(${d.updatedAt}) from ${d} where ${d.grantId} = ${g.id} and ${d.status} = ${DRAW_STATUS.succeeded})`,
  on: (grantId: PgColumn) => eq(g.id, grantId),
  onBill: (billId: PgColumn) => eq(g.billId, billId),
  scopeColumns: { ownerId: g.ownerId, groupId: g.groupId, departmentCode: g.departmentCode, areaCode: g.areaCode },
  newestFirst: [g.createdAt, g.id] as const,
};

/**
 * The draws that reached the borrower (actual payments, expendCost): read-only, joined to their
 * grant for its bill, funding party and scope columns.
 */
export const grantPaidDrawSubject = {
  table: d,
  columns: {
    id: d.id,
    grantId: d.grantId,
    amount: d.amount,
    channelRef: d.channelRef,
    paidBy: d.createdByName,
    paidAt: d.updatedAt,
  },
  paid: eq(d.status, DRAW_STATUS.succeeded),
  grant: { table: g, on: eq(g.id, d.grantId) },
  newestFirst: [d.updatedAt, d.id] as const,
};

import { APPOINTMENT_STATUS, type FieldOrderListQuery, LIST_TOTAL_CAP, OCCUPYING_STATUSES, cappedTotal } from '@lc/shared';
import { type SQL, and, count, desc, eq, inArray, isNotNull, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { appointmentTable as a } from '../appointment/appointment.reads';
import { fieldOrderPhotos as p, fieldOrders as o } from './field-order.table';
import { likePrefix } from '../../db/like-pattern';

/** appoint_aprove's scope: "own" is the assigned field person; group, department and area are the bill's. */
const SCOPE_COLUMNS = { ownerId: a.fieldPersonId, groupId: a.groupId, departmentCode: a.departmentCode, areaCode: a.areaCode };
/** Dispatched visits are field orders: awaiting approval, approved or rejected. */
const ORDER_STATUSES = [...OCCUPYING_STATUSES];

export type OrderRow = { appointment: typeof a.$inferSelect; order: typeof o.$inferSelect | null };

/** Visible: the caller's own visits, or any in the caller's scope. */
export const visibleTo = (userId: number, scope: ScopeFilter) => or(eq(a.fieldPersonId, userId), scopeCondition(scope, SCOPE_COLUMNS));

/** The list's WHERE: "mine" is the caller's visits; "review" the submitted orders in scope. */
export function fieldOrderWhere(userId: number, scope: ScopeFilter, q: Pick<FieldOrderListQuery, 'view' | 'keyword' | 'status'>) {
  const parts: (SQL | undefined)[] = [
    inArray(a.status, ORDER_STATUSES),
    q.view === 'mine' ? eq(a.fieldPersonId, userId) : and(scopeCondition(scope, SCOPE_COLUMNS), isNotNull(o.id)),
  ];
  if (q.keyword) parts.push(or(like(a.billNo, likePrefix(q.keyword)), like(a.customerName, likePrefix(q.keyword))));
  if (q.status !== undefined) parts.push(eq(a.status, q.status));
  return and(...parts);
}

const joined = (db: Executor) => db.select({ appointment: a, order: o }).from(a).leftJoin(o, eq(o.appointmentId, a.id));

/** The list's total, capped like db/capped-count.ts (the orders are left-joined: an open visit has none yet). */
async function total(db: Executor, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(a)
    .leftJoin(o, eq(o.appointmentId, a.id))
    .where(where)
    .limit(LIST_TOTAL_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return cappedTotal(row?.n ?? 0, LIST_TOTAL_CAP);
}

export const fieldOrderRepository = {
  /** The visits by day and time, latest first (db/paged-list.ts). */
  list: listSource({
    rows: (db) => joined(db).$dynamic(),
    order: [desc(a.visitDate), desc(a.startTime), desc(a.id)],
    counted: total,
  }),

  /** A dispatched visit the caller may see (or, with `scope` alone, one in the scope), with its order. */
  async find(db: Executor, id: number, visible: SQL | undefined): Promise<OrderRow | undefined> {
    const [row] = await joined(db).where(and(eq(a.id, id), inArray(a.status, ORDER_STATUSES), visible));
    return row;
  },

  inScope: (scope: ScopeFilter) => scopeCondition(scope, SCOPE_COLUMNS),

  /** The home badge: submitted orders awaiting review in the reviewer's scope, not the reviewer's own visits. */
  async reviewCount(db: Executor, scope: ScopeFilter, reviewerId: number) {
    const where = and(
      eq(a.status, APPOINTMENT_STATUS.dispatched),
      isNotNull(o.id),
      ne(a.fieldPersonId, reviewerId),
      scopeCondition(scope, SCOPE_COLUMNS),
    );
    return (await total(db, where)).total;
  },

  photosOf: async (db: Executor, orderId: number) =>
    (await db.select({ imageId: p.imageId }).from(p).where(eq(p.orderId, orderId)).orderBy(p.id)).map((r) => r.imageId),

  /** Writes (or rewrites, before review) the order's findings and photos; false when a photo is another order's. */
  async saveOrder(db: Executor, values: typeof o.$inferInsert, imageIds: string[]) {
    const [saved] = await db
      .insert(o)
      .values(values)
      .onConflictDoUpdate({
        target: o.appointmentId,
        set: { form: values.form, findings: values.findings, submittedBy: values.submittedBy, submittedAt: new Date() },
      })
      .returning({ id: o.id });
    await db.delete(p).where(eq(p.orderId, saved!.id));
    if (!imageIds.length) return true;
    const photos = await db
      .insert(p)
      .values(imageIds.map((imageId) => ({ orderId: saved!.id, imageId })))
      .onConflictDoNothing()
      .returning({ id: p.id });
    return photos.length === imageIds.length;
  },

  review: (db: Executor, appointmentId: number, reviewer: number, comment: string | null) =>
    db.update(o).set({ reviewedBy: reviewer, reviewedAt: new Date(), reviewComment: comment }).where(eq(o.appointmentId, appointmentId)),

  anyOrder: async (db: Executor) => (await db.select({ id: o.id }).from(o).limit(1)).length > 0,

  /** The dispatched visits of the demo (the seed gives some of them orders). */
  seedTargets: (db: Executor) =>
    db
      .select()
      .from(a)
      .where(and(isNotNull(a.fieldPersonId), inArray(a.status, ORDER_STATUSES)))
      .orderBy(a.id),

  /** A bill's submitted orders, oldest first (the bill's operation stripe). */
  ofBill: (db: Executor, billId: number): Promise<OrderRow[]> =>
    joined(db)
      .where(and(eq(a.billId, billId), isNotNull(o.id)))
      .orderBy(o.submittedAt, a.id),
};

import { PREBILL_STATUS, type PreBillBrowseQuery, type PreBillListQuery } from '@lc/shared';
import { type SQL, and, desc, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { preBills as p } from './prebill.table';
import { likePrefix } from '../../db/like-pattern';

const SCOPE_COLUMNS = { ownerId: p.salespersonId, groupId: p.groupId, departmentCode: p.departmentCode, areaCode: p.areaCode };

/** Whose enquiries a query reaches: one salesperson's own, or a permission's data scope. */
export type PreBillReach = { ownerId: number } | { scope: ScopeFilter };
export type PreBillRecord = typeof p.$inferSelect;
export type NewPreBill = typeof p.$inferInsert;
export type PreBillFilters = PreBillListQuery & Partial<PreBillBrowseQuery>;

const reachCondition = (reach: PreBillReach) =>
  'ownerId' in reach ? eq(p.salespersonId, reach.ownerId) : scopeCondition(reach.scope, SCOPE_COLUMNS);

/** The lists' WHERE: whose enquiries (`reach`) and the filters. */
export function preBillWhere(reach: PreBillReach, q: Omit<PreBillFilters, 'pageNum' | 'pageSize'>): SQL | undefined {
  return and(
    reachCondition(reach),
    q.status !== undefined ? eq(p.status, q.status) : undefined,
    q.areaCode ? eq(p.areaCode, q.areaCode) : undefined,
    q.businessDeptCode ? eq(p.departmentCode, q.businessDeptCode) : undefined,
    typeof q.salesId === 'number' ? eq(p.salespersonId, q.salesId) : undefined,
    q.keyword ? like(p.customerName, likePrefix(q.keyword)) : undefined,
  );
}

export const preBillRepository = {
  /** The enquiries under preBillWhere, newest first (db/paged-list.ts). */
  list: listSource({ rows: (db) => db.select().from(p).$dynamic(), order: [desc(p.createdAt), desc(p.id)], counted: { from: p } }),

  /** One enquiry within `reach`; undefined outside it. */
  async find(db: Executor, reach: PreBillReach, id: number): Promise<PreBillRecord | undefined> {
    const [row] = await db
      .select()
      .from(p)
      .where(and(eq(p.id, id), reachCondition(reach)));
    return row;
  },

  async insert(db: Executor, values: NewPreBill) {
    const [row] = await db.insert(p).values(values).returning({ id: p.id, version: p.version });
    return row!;
  },

  /** Marks an open enquiry converted at the version read; false when it changed meanwhile. */
  async markConverted(db: Executor, id: number, version: number, billId: number) {
    const [marked] = await db
      .update(p)
      .set({ status: PREBILL_STATUS.converted, billId, version: version + 1 })
      .where(and(eq(p.id, id), eq(p.version, version), eq(p.status, PREBILL_STATUS.open)))
      .returning({ id: p.id });
    return marked !== undefined;
  },
};

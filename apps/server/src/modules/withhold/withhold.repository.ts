import { type SQL, and, asc, desc, eq, gte, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { ScopeFilter } from '../../core/data-scope';
import { countCapped } from '../../db/capped-count';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { likePrefix } from '../../db/like-pattern';
import { scopeCondition } from '../../db/scope-condition';
import {
  rechargeRecords as r,
  withholdAttempts as a,
  withholdReconciliations as runs,
  withholdRequests as w,
  withholdSimDebits as sim,
} from './withhold.table';

export type WithholdRecord = typeof w.$inferSelect;
export type AttemptRecord = typeof a.$inferSelect;
export type RechargeRecord = typeof r.$inferSelect;
type Filter = { keyword?: string | undefined; status?: number | undefined; dayFrom?: string | undefined; dayTo?: string | undefined };

/** Bill number or customer prefix, status, and the Shanghai days the record was made on. */
function filterWhere(t: typeof w | typeof r, scope: ScopeFilter, f: Filter) {
  const shanghai = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;
  const parts: (SQL | undefined)[] = [
    scopeCondition(scope, { ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode }),
    f.keyword ? or(like(t.billNo, likePrefix(f.keyword)), like(t.customerName, likePrefix(f.keyword))) : undefined,
    f.status === undefined ? undefined : eq(t.status, f.status),
    f.dayFrom ? gte(t.createdAt, shanghai(f.dayFrom)) : undefined,
    f.dayTo ? lt(t.createdAt, sql`${shanghai(f.dayTo)} + interval '1 day'`) : undefined,
  ];
  return and(...parts);
}

/** The lists' WHERE: the caller's scope and the filter, over the requests or the recharges. */
export const withholdWhere = (scope: ScopeFilter, f: Filter) => filterWhere(w, scope, f);
export const rechargeWhere = (scope: ScopeFilter, f: Filter) => filterWhere(r, scope, f);

type Settle = Partial<Pick<WithholdRecord, 'status' | 'channelRef' | 'failureKey' | 'ledgerEntryId' | 'settledAt'>>;

export const withholdRepository = {
  requests: {
    /** The requests under withholdWhere, newest first (db/paged-list.ts). */
    list: listSource({ rows: (db) => db.select().from(w).$dynamic(), order: [desc(w.createdAt), desc(w.id)], counted: { from: w } }),
    /** One request in the scope, locked FOR UPDATE when `lock` (a retry or a query decides once). */
    async find(db: Executor, id: number, scope: ScopeFilter, lock = false) {
      const q = db
        .select()
        .from(w)
        .where(and(eq(w.id, id), filterWhere(w, scope, {})));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    /** An open (in progress or timed out) request of the instalment, if any. */
    async openFor(db: Executor, loanId: number, period: number) {
      const [row] = await db
        .select({ id: w.id })
        .from(w)
        .where(and(eq(w.loanId, loanId), eq(w.period, period), sql`${w.status} in (1, 4)`));
      return row;
    },
    /** The instalments of these loans with an open request, as `loanId:period` (the desk greys them out). */
    async openPeriods(db: Executor, loanIds: number[]) {
      if (loanIds.length === 0) return new Set<string>();
      const rows = await db
        .select({ loanId: w.loanId, period: w.period })
        .from(w)
        .where(and(inArray(w.loanId, loanIds), sql`${w.status} in (1, 4)`));
      return new Set(rows.map((r) => `${r.loanId}:${r.period}`));
    },
    async insert(db: Executor, values: typeof w.$inferInsert) {
      const [row] = await db.insert(w).values(values).returning();
      return row!;
    },
    /**
     * Serialises starts of one instalment's withholding (two keys at once): the second waits, then
     * sees the first one open. The partial unique index stays the backstop.
     */
    lockInstalment: (db: Executor, loanId: number, period: number) =>
      db.execute(sql`select pg_advisory_xact_lock(hashtext(${`withhold:${loanId}`}), ${period})`),
    /** The amount a retry asks for, re-quoted (decision 0065). */
    async setAmount(db: Executor, id: number, amount: string) {
      const [row] = await db.update(w).set({ amount }).where(eq(w.id, id)).returning();
      return row!;
    },
    /** Moves a request from `from` (a retry counts one more attempt); undefined when it was moved meanwhile. */
    async move(db: Executor, id: number, from: number, values: Settle, retry = false) {
      const [row] = await db
        .update(w)
        .set(retry ? { ...values, attempts: sql`${w.attempts} + 1` } : values)
        .where(and(eq(w.id, id), eq(w.status, from)))
        .returning();
      return row;
    },
  },
  attempts: {
    async insert(db: Executor, values: typeof a.$inferInsert) {
      const [row] = await db.insert(a).values(values).returning();
      return row!;
    },
    of: (db: Executor, requestId: number) => db.select().from(a).where(eq(a.requestId, requestId)).orderBy(asc(a.id)),
    async last(db: Executor, requestId: number) {
      const [row] = await db.select().from(a).where(eq(a.requestId, requestId)).orderBy(desc(a.id)).limit(1);
      return row;
    },
    /** What the instalment owed when this attempt's money was posted (reconciliation's over-collection check). */
    setOwed: (db: Executor, id: number, owed: string) => db.update(a).set({ owedAmount: owed }).where(eq(a.id, id)),
    setOutcome: (db: Executor, id: number, values: Pick<AttemptRecord, 'status' | 'failureKey'>) =>
      db.update(a).set(values).where(eq(a.id, id)),
    /** What this side holds as debited on a channel day: the succeeded attempts, and every attempt for looking refs up. */
    ofDay: (db: Executor, day: string) =>
      db
        .select({ ref: a.channelRef, requestId: a.requestId, amount: a.amount, owedAmount: a.owedAmount, status: a.status })
        .from(a)
        .where(eq(a.channelDay, day)),
  },
  reconciliations: {
    async insert(db: Executor, values: typeof runs.$inferInsert) {
      const [row] = await db.insert(runs).values(values).returning();
      return row!;
    },
  },
  recharges: {
    /** The recharges under rechargeWhere, newest first (db/paged-list.ts). */
    list: listSource({ rows: (db) => db.select().from(r).$dynamic(), order: [desc(r.createdAt), desc(r.id)], counted: { from: r } }),
    async lockInScope(db: Executor, id: number, scope: ScopeFilter) {
      const [row] = await db
        .select()
        .from(r)
        .where(and(eq(r.id, id), filterWhere(r, scope, {})))
        .for('update');
      return row;
    },
    async insert(db: Executor, values: typeof r.$inferInsert) {
      const [row] = await db.insert(r).values(values).returning();
      return row!;
    },
    /** Decides a recharge still awaiting review; undefined when it was decided meanwhile. */
    async decide(
      db: Executor,
      id: number,
      values: Pick<RechargeRecord, 'status' | 'credit' | 'ledgerEntryId' | 'rejectReason' | 'reviewedBy' | 'reviewedByName' | 'reviewedAt'>,
    ) {
      const [row] = await db
        .update(r)
        .set(values)
        .where(and(eq(r.id, id), eq(r.status, 1)))
        .returning();
      return row;
    },
    /** Awaiting review in the scope (the home tile's badge). */
    pendingCount: (db: Executor, scope: ScopeFilter) => countCapped(db, { from: r, where: filterWhere(r, scope, { status: 1 }) }),
  },
  /** Failed or unknown withholdings in the scope (the home tile's badge: what the desk has to act on). */
  needsActionCount: (db: Executor, scope: ScopeFilter) =>
    countCapped(db, { from: w, where: and(filterWhere(w, scope, {}), sql`${w.status} in (3, 4)`) }),
};

/** The simulated channel's own book (decision 0053): its debits, read back by its status query and statement. */
export const simulatorBook = {
  record: (db: Executor, values: typeof sim.$inferInsert) => db.insert(sim).values(values),
  async find(db: Executor, ref: string) {
    const [row] = await db.select().from(sim).where(eq(sim.ref, ref));
    return row;
  },
  statement: (db: Executor, day: string) =>
    db
      .select({ ref: sim.ref, amount: sim.amount })
      .from(sim)
      .where(and(eq(sim.day, day), eq(sim.refused, false)))
      .orderBy(asc(sim.createdAt)),
};

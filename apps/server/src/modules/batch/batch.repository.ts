import type { BatchListQuery } from '@lc/shared';
import { type SQL, and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { likePrefix } from '../../db/like-pattern';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { grantLoanSubject as g } from '../grant/grant.reads';
import { repaymentLoanSubject } from '../repayment/repayment.reads';
import { batchLoans as bl, batchMoves as m, batches as t } from './batch.table';

const SCOPE_COLUMNS = { ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode };
const NEWEST_FIRST = [desc(t.createdAt), desc(t.id)];
const bill = loanSubject.columns;

export type BatchRecord = typeof t.$inferSelect;
export type MoveRecord = typeof m.$inferSelect;
export type NewMove = typeof m.$inferInsert;

/** The list's WHERE: the caller's data scope and the filters; the page query and its count share it. */
export function batchWhere(scope: ScopeFilter, q: Pick<BatchListQuery, 'keyword' | 'status' | 'fundingParty'>): SQL | undefined {
  return and(
    scopeCondition(scope, SCOPE_COLUMNS),
    q.keyword ? like(t.batchNo, likePrefix(q.keyword)) : undefined,
    q.status === undefined ? undefined : eq(t.status, q.status),
    q.fundingParty ? eq(t.fundingParty, q.fundingParty) : undefined,
  );
}

/** Loans a batch for the party may take: money drawn, not settled (decision 0065), in the caller's loan scope, in no open batch. */
const availableLoans = (scope: ScopeFilter, fundingParty: string, settledToo = false) =>
  and(
    g.drawn,
    settledToo ? undefined : sql`not ${repaymentLoanSubject.settled(g.columns.id)}`,
    eq(g.columns.fundingParty, fundingParty),
    scopeCondition(scope, g.scopeColumns),
    sql`not exists (select 1 from ${bl} where ${bl.grantId} = ${g.columns.id} and ${bl.open} = 1)`,
  );
const loanJoin = { table: loanSubject.table, on: loanSubject.on(g.columns.billId) };
const loanColumns = { loanId: g.columns.id, billNo: bill.billNo, customerName: bill.customerName };

/** A unique violation (a loan already taken by an open batch that committed first). */
export const isUniqueViolation = (e: unknown): boolean => {
  const code = (x: unknown) => (x && typeof x === 'object' && 'code' in x ? (x as { code: unknown }).code : undefined);
  return code(e) === '23505' || code((e as { cause?: unknown } | null)?.cause) === '23505';
};

export const batchRepository = {
  list: listSource({ rows: (db) => db.select().from(t).$dynamic(), order: NEWEST_FIRST, counted: { from: t } }),

  /** Whether any batch exists (the demo seed fills an empty table only). */
  any: async (db: Executor) => (await db.select({ id: t.id }).from(t).limit(1)).length > 0,

  async find(db: Executor, id: number, scope: ScopeFilter): Promise<BatchRecord | undefined> {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },

  /** The batch locked for a move: a concurrent move waits here, then sees the status this one left. */
  async lock(tx: Executor, id: number) {
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    return row;
  },

  /** `settledToo`: the demo's batch history, made as if before its loans settled (batch.seed.ts). */
  candidates: (db: Executor, scope: ScopeFilter, fundingParty: string, keyword: string | undefined, settledToo = false) =>
    db
      .select({ ...loanColumns, principal: g.columns.succeededAmount })
      .from(g.table)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(and(availableLoans(scope, fundingParty, settledToo), loanSubject.billOrCustomer(keyword)))
      .orderBy(...g.newestFirst.map((c) => desc(c)))
      .limit(200),

  async insertBatch(tx: Executor, values: typeof t.$inferInsert) {
    const [row] = await tx.insert(t).values(values).returning();
    // The number follows the id: PC and eight digits.
    const [numbered] = await tx
      .update(t)
      .set({ batchNo: sql`'PC' || lpad(${t.id}::text, 8, '0')` })
      .where(eq(t.id, row!.id))
      .returning();
    return numbered!;
  },

  /**
   * Puts the loans that are still available into the batch, each at its drawn principal; returns how
   * many went in. A loan another batch takes meanwhile trips the partial UNIQUE index on commit order.
   */
  async addLoans(tx: Executor, batchId: number, scope: ScopeFilter, fundingParty: string, loanIds: number[]) {
    const picked = await tx
      .select({ grantId: g.columns.id, principal: g.columns.succeededAmount })
      .from(g.table)
      .where(and(inArray(g.columns.id, loanIds), availableLoans(scope, fundingParty)));
    if (picked.length) await tx.insert(bl).values(picked.map((p) => ({ batchId, ...p })));
    return picked.length;
  },

  /** Count and principal summed by the database (numeric), written onto the batch. */
  async fillTotals(tx: Executor, batchId: number) {
    const [row] = await tx
      .update(t)
      .set({
        loanCount: sql`(select count(*) from ${bl} where ${bl.batchId} = ${batchId})`,
        principalTotal: sql`(select coalesce(sum(${bl.principal}), 0) from ${bl} where ${bl.batchId} = ${batchId})`,
      })
      .where(eq(t.id, batchId))
      .returning();
    return row!;
  },

  /** A move: only from the statuses allowed and at the version read (none returned: another move came first). */
  async move(tx: Executor, id: number, from: readonly number[], version: number, values: Partial<typeof t.$inferInsert>) {
    const [row] = await tx
      .update(t)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(t.id, id), inArray(t.status, [...from]), eq(t.version, version)))
      .returning();
    return row;
  },

  /** The batch closed: its loans may go into another batch. */
  releaseLoans: (tx: Executor, batchId: number) => tx.update(bl).set({ open: 0 }).where(eq(bl.batchId, batchId)),

  async insertMove(tx: Executor, values: NewMove) {
    const [row] = await tx.insert(m).values(values).returning();
    return row!;
  },

  async moveByKey(db: Executor, batchId: number, key: string) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.batchId, batchId), eq(m.idempotencyKey, key)));
    return row;
  },

  /** The latest move that asked the party with a key (the request a query move asks after). */
  async lastKeyedMove(db: Executor, batchId: number, action: string) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.batchId, batchId), eq(m.action, action), sql`${m.idempotencyKey} is not null`))
      .orderBy(desc(m.id))
      .limit(1);
    return row;
  },

  loansOf: (db: Executor, batchId: number) =>
    db
      .select({ ...loanColumns, principal: bl.principal })
      .from(bl)
      .innerJoin(g.table, g.on(bl.grantId))
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(eq(bl.batchId, batchId))
      .orderBy(asc(bl.id)),

  movesOf: (db: Executor, batchId: number) => db.select().from(m).where(eq(m.batchId, batchId)).orderBy(asc(m.id)),
};

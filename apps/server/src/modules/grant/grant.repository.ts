import { type SQL, and, asc, count, desc, eq, inArray, isNotNull, like, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { flowSubject } from '../workflow/workflow.reads';
import { ledgerLineSubject as posting } from '../ledger/ledger.reads';
import { grantDrawTransfers as x, grantDraws as d, grantRejections as r, grants as t } from './grant.table';
import { likePrefix } from '../../db/like-pattern';

/** Rejected and withdrawn requests hold none of the bill's amount. */
const CLOSED_WITHOUT_MONEY = [3, 23, 33, 6] as const;
const GRANT_LOCK_SPACE = 15_028;
const SCOPE_COLUMNS = { ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode };
const loan = loanSubject.columns;
const columns = {
  id: t.id,
  billId: t.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  billAmount: loan.borrowAmount,
  cardId: t.cardId,
  fundingParty: t.fundingParty,
  amount: t.amount,
  drawnAmount: t.drawnAmount,
  succeededAmount: t.succeededAmount,
  status: t.status,
  applicantId: t.applicantId,
  applicantName: t.applicantName,
  version: t.version,
  createdAt: t.createdAt,
};
/** A column's value as read: null where the column allows it (the bill's stage before final review). */
type Read<C> = C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
export type GrantRecord = { [K in keyof typeof columns]: Read<(typeof columns)[K]> };
export type NewGrant = typeof t.$inferInsert;

/** A list's WHERE: scope, status, a bill number or customer name prefix, and (inboxes) the engine's inbox condition. */
export function grantWhere(
  scope: ScopeFilter,
  q: { status?: number | undefined; keyword?: string | undefined },
  inbox?: SQL,
): SQL | undefined {
  return and(
    scopeCondition(scope, SCOPE_COLUMNS),
    q.status === undefined ? undefined : eq(t.status, q.status),
    q.keyword ? or(like(loan.billNo, likePrefix(q.keyword)), like(loan.customerName, likePrefix(q.keyword))) : undefined,
    inbox,
  );
}

const flowJoin = { table: flowSubject.table, on: flowSubject.on('grant', t.id)! };
const loanJoin = { table: loanSubject.table, on: loanSubject.on(t.billId) };

export const grantRepository = {
  /** A page of grants; inbox lists join the flow instance (their WHERE names its columns). */
  list: listSource({
    rows: (db) => db.select(columns).from(t).innerJoin(loanJoin.table, loanJoin.on).innerJoin(flowJoin.table, flowJoin.on).$dynamic(),
    order: [desc(t.createdAt), desc(t.id)],
    counted: { from: t, joins: [loanJoin, flowJoin] },
  }),

  async find(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await db
      .select(columns)
      .from(t)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(and(eq(t.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },
  /** The grant row locked for the rest of the transaction: concurrent draws queue here. */
  async lock(tx: Executor, id: number) {
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    return row;
  },
  /** Final-approved loans in the scope, newest first (the request form's choice). */
  approvedLoans: (db: Executor, scope: ScopeFilter) =>
    db
      .select(loanSubject.columns)
      .from(loanSubject.table)
      .where(and(loanSubject.approved, scopeCondition(scope, loanSubject.scopeColumns)))
      .orderBy(...loanSubject.newestFirst.map((c) => desc(c)))
      .limit(100),
  /** What the open requests (not rejected or withdrawn) of each bill ask for together: bill id → decimal text. */
  async openTotals(db: Executor, billIds: number[], exceptId?: number) {
    if (!billIds.length) return new Map<number, string>();
    const rows = await db
      .select({ billId: t.billId, total: sql<string>`sum(${t.amount})::text` })
      .from(t)
      .where(and(inArray(t.billId, billIds), notInArray(t.status, [...CLOSED_WITHOUT_MONEY]), exceptId ? ne(t.id, exceptId) : undefined))
      .groupBy(t.billId);
    return new Map(rows.map((x) => [x.billId, x.total]));
  },
  /** Serialises requests on one bill until the transaction ends, so their total is checked without a race. */
  lockBill: (tx: Executor, billId: number) => tx.execute(sql`select pg_advisory_xact_lock(${GRANT_LOCK_SPACE}, ${billId}::int)`),
  async insert(db: Executor, values: NewGrant) {
    const [row] = await db.insert(t).values(values).returning({ id: t.id });
    return row!;
  },
  /** A conditional move from `from` at the version read: empty means someone else moved it first. */
  move: (
    db: Executor,
    id: number,
    from: number,
    version: number,
    values: Partial<Pick<NewGrant, 'status' | 'amount' | 'cardId' | 'fundingParty'>>,
  ) =>
    db
      .update(t)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.status, from), eq(t.version, version)))
      .returning({ id: t.id, version: t.version }),
  /** Money held and reached, and the status they lead to (the row is locked by the caller). */
  setAmounts: (tx: Executor, id: number, values: { drawnAmount: string; succeededAmount: string; status: number }) =>
    tx
      .update(t)
      .set({ ...values, version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(eq(t.id, id))
      .returning({ id: t.id }),
  /** Badge: grants at finance with money still to draw, in scope. */
  async financePending(db: Executor, inbox: SQL) {
    const [row] = await db
      .select({ n: count() })
      .from(t)
      .innerJoin(flowJoin.table, flowJoin.on)
      .where(and(inbox, sql`${t.drawnAmount} < ${t.amount}`));
    return row?.n ?? 0;
  },
  async inboxCount(db: Executor, inbox: SQL) {
    const [row] = await db.select({ n: count() }).from(t).innerJoin(flowJoin.table, flowJoin.on).where(inbox);
    return row?.n ?? 0;
  },
  /** The flow version of each grant (what an action needs). */
  async flowVersions(db: Executor, ids: number[]) {
    if (!ids.length) return new Map<number, number>();
    const rows = await db
      .select({ id: t.id, version: flowSubject.version })
      .from(t)
      .innerJoin(flowJoin.table, flowJoin.on)
      .where(inArray(t.id, ids));
    return new Map(rows.map((x) => [x.id, x.version]));
  },
};

export type DrawRecord = typeof d.$inferSelect;

export const drawRepository = {
  // Not on db/paged-list.ts (nor the postings below): one grant's own rows, counted exactly, with no withTotal.
  /** A page of the grant's draws, oldest first (index grant_draws_grant_idx). */
  pageOfGrant: (db: Executor, grantId: number, pageNum: number, pageSize: number) =>
    db
      .select()
      .from(d)
      .where(eq(d.grantId, grantId))
      .orderBy(asc(d.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
  async countOfGrant(db: Executor, grantId: number) {
    const [row] = await db.select({ n: count() }).from(d).where(eq(d.grantId, grantId));
    return row?.n ?? 0;
  },
  async find(db: Executor, grantId: number, drawId: number) {
    const [row] = await db
      .select()
      .from(d)
      .where(and(eq(d.id, drawId), eq(d.grantId, grantId)));
    return row;
  },
  /** Draws still in progress that were made before `before`, oldest first (the recovery's work, decision 0052). */
  stuck: (db: Executor, before: Date, limit: number) =>
    db
      .select()
      .from(d)
      .where(and(eq(d.status, 1), lt(sql`coalesce(${d.sentAt}, ${d.createdAt})`, before)))
      .orderBy(asc(d.id))
      .limit(limit),
  /** Pending draws whose payment date has come (the due job's work, decision 0052), oldest first. */
  due: (db: Executor, today: string, limit: number) =>
    db
      .select()
      .from(d)
      .where(and(eq(d.status, 0), lte(d.payDate, today)))
      .orderBy(asc(d.payDate), asc(d.id))
      .limit(limit),
  async insert(tx: Executor, values: typeof d.$inferInsert) {
    const [row] = await tx.insert(d).values(values).returning();
    return row!;
  },
  /** Moves a draw from `from` (the grant row is locked, so this cannot race). */
  async move(
    tx: Executor,
    id: number,
    from: number,
    values: Partial<Pick<typeof d.$inferInsert, 'status' | 'channelRef' | 'failureKey' | 'ledgerEntryId' | 'sentAt'>>,
  ) {
    const [row] = await tx
      .update(d)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(d.id, id), eq(d.status, from)))
      .returning();
    return row;
  },
};

/**
 * The entries the grant's draws posted: a draw's own entry, or, for a draw sent in parts (decision
 * 0052), each succeeded transfer's entry (the draw then names only its first, so it is left out).
 */
const grantEntries = (db: Executor, grantId: number) =>
  unionAll(
    db
      .select({
        drawId: sql<number>`${d.id}`.mapWith(Number).as('posted_draw_id'),
        entryId: sql<number>`${d.ledgerEntryId}`.mapWith(Number).as('posted_entry_id'),
      })
      .from(d)
      .where(and(eq(d.grantId, grantId), isNotNull(d.ledgerEntryId), sql`not exists (select 1 from ${x} where ${x.drawId} = ${d.id})`)),
    db
      .select({
        drawId: sql<number>`${x.drawId}`.mapWith(Number).as('posted_draw_id'),
        entryId: sql<number>`${x.ledgerEntryId}`.mapWith(Number).as('posted_entry_id'),
      })
      .from(x)
      .innerJoin(d, eq(d.id, x.drawId))
      .where(and(eq(d.grantId, grantId), isNotNull(x.ledgerEntryId))),
  );

/**
 * The postings (ledger entries) the grant's succeeded draws made, a page of entries at a time with
 * all their lines, oldest first. The page is cut on the draws' entries (index grant_draws_grant_idx)
 * before the lines are joined, and the total counts entries there too: a page costs the same
 * whether the grant has ten postings or ten thousand.
 */
export const postingRepository = {
  page(db: Executor, grantId: number, pageNum: number, pageSize: number) {
    const p = db
      .select()
      .from(grantEntries(db, grantId).as('e'))
      .orderBy(sql`posted_draw_id`, sql`posted_entry_id`)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .as('p');
    return db
      .select({ ...posting.columns, drawId: p.drawId })
      .from(p)
      .innerJoin(posting.table, posting.on(p.entryId))
      .innerJoin(posting.entries, posting.entryOfLine)
      .orderBy(asc(p.drawId), asc(p.entryId), asc(posting.lineOrder));
  },
  async count(db: Executor, grantId: number) {
    const [row] = await db.select({ n: count() }).from(grantEntries(db, grantId).as('e'));
    return row?.n ?? 0;
  },
};

export const rejectionRepository = {
  insert: (tx: Executor, values: typeof r.$inferInsert) => tx.insert(r).values(values),
  /** Rejection records in the grants' scope, newest first; one grant's when `grantId` is given. */
  list: (db: Executor, scope: ScopeFilter, grantId: number | undefined, pageNum: number, pageSize: number) =>
    db
      .select({
        id: r.id,
        grantId: r.grantId,
        nodeKey: r.nodeKey,
        status: r.status,
        reason: r.reason,
        actorName: r.actorName,
        createdAt: r.createdAt,
      })
      .from(r)
      .innerJoin(t, eq(t.id, r.grantId))
      .where(and(scopeCondition(scope, SCOPE_COLUMNS), grantId === undefined ? undefined : eq(r.grantId, grantId)))
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
};

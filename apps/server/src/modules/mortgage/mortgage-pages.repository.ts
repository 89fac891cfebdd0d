import { and, count, desc, eq, exists, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { mortgageRequestProperties as p, mortgageReleases as rel, mortgageRequests as r } from './mortgage-flow.table';

const loan = loanSubject.columns;
const billColumns = {
  id: loan.id,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  borrowAmount: loan.borrowAmount,
  createdAt: loan.createdAt,
};
const liveRequest = (db: Executor) =>
  db
    .select({ x: sql`1` })
    .from(r)
    .where(and(eq(r.billId, loan.id), sql`${r.status} <> -1`));
const liveRelease = (db: Executor) =>
  db
    .select({ x: sql`1` })
    .from(rel)
    .where(and(eq(rel.billId, loan.id), sql`${rel.status} <> -1`));
const registered = (db: Executor) =>
  db
    .select({ x: sql`1` })
    .from(p)
    .innerJoin(r, eq(r.id, p.requestId))
    .where(and(eq(r.billId, loan.id), isNotNull(p.certNo)));
const registeredCount = (db: Executor) =>
  sql<number>`(${db
    .select({ n: count() })
    .from(p)
    .innerJoin(r, eq(r.id, p.requestId))
    .where(and(eq(r.billId, loan.id), isNotNull(p.certNo)))})`.mapWith(Number);

/** The loans in `scope` matching the keyword (bill number or borrower name, as a prefix). */
const loansIn = (scope: ScopeFilter, keyword: string | undefined) =>
  and(loanSubject.approved, scopeCondition(scope, loanSubject.scopeColumns), loanSubject.billOrCustomer(keyword));

/** mortgageReqAddList: final-approved bills in scope with no live (not rejected) request. */
export const requestableWhere = (db: Executor, scope: ScopeFilter, keyword: string | undefined, billId?: number) =>
  and(loansIn(scope, keyword), notExists(liveRequest(db)), billId === undefined ? undefined : eq(loan.id, billId));

/** mortgageRelAddList: loans in scope with a registered property and no live release. */
export const releasableWhere = (db: Executor, scope: ScopeFilter, keyword: string | undefined) =>
  and(loansIn(scope, keyword), exists(registered(db)), notExists(liveRelease(db)));

const newestFirst = loanSubject.newestFirst.map((c) => desc(c));
const counted = { from: loanSubject.table };

export const requestableBillRepository = {
  list: listSource({ rows: (db) => db.select(billColumns).from(loanSubject.table).$dynamic(), order: newestFirst, counted }),
};
export const releasableBillRepository = {
  list: listSource({
    rows: (db) =>
      db
        .select({ ...billColumns, registeredCount: registeredCount(db) })
        .from(loanSubject.table)
        .$dynamic(),
    order: newestFirst,
    counted,
  }),
};

/** One loan in `scope` (whatever its requests), for the add pages. */
export async function loanInScope(db: Executor, scope: ScopeFilter, billId: number) {
  const [row] = await db
    .select(billColumns)
    .from(loanSubject.table)
    .where(and(eq(loan.id, billId), loansIn(scope, undefined)));
  return row;
}

/** The live (not rejected) request of a bill, if any. */
export async function liveRequestOf(db: Executor, billId: number) {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.billId, billId), sql`${r.status} <> -1`));
  return row?.id ?? null;
}

/** The requests of a bill with a registered property (newest first): the release page shows their registrations. */
export const registeredRequestsOf = (db: Executor, billId: number) =>
  db
    .selectDistinct({ id: r.id, createdAt: r.createdAt })
    .from(r)
    .innerJoin(p, eq(p.requestId, r.id))
    .where(and(eq(r.billId, billId), isNotNull(p.certNo)))
    .orderBy(desc(r.createdAt), desc(r.id));

/** True when the image is one of the request's certificate images. */
export async function requestHoldsImage(db: Executor, requestId: number, imageId: string) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.requestId, requestId), sql`${imageId} = any(${p.certImageIds})`));
  return row !== undefined;
}

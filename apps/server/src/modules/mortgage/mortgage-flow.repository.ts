import { type SQL, and, count, desc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { mortgageRequestProperties as p, mortgageReleases as rel, mortgageRequests as r } from './mortgage-flow.table';
import { mortgagees as m } from './mortgage.table';

const loan = loanSubject.columns;
const REQUEST_SCOPE = { ownerId: r.ownerId, groupId: r.groupId, departmentCode: r.departmentCode, areaCode: r.areaCode };
const RELEASE_SCOPE = { ownerId: rel.ownerId, groupId: rel.groupId, departmentCode: rel.departmentCode, areaCode: rel.areaCode };

const propertyCount = sql<number>`(select count(*) from ${p} where ${p.requestId} = ${r.id})`.mapWith(Number);
const registeredCount = sql<number>`(select count(*) from ${p} where ${p.requestId} = ${r.id} and ${p.certNo} is not null)`.mapWith(Number);
/** A release of the bill marked done (4): its registration no longer stands (decision 0071). */
const released = sql<boolean>`exists (select 1 from ${rel} where ${rel.billId} = ${r.billId} and ${rel.status} = 4)`.mapWith(Boolean);
const requestColumns = {
  id: r.id,
  billId: r.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  mortgageeId: r.mortgageeId,
  mortgageeName: m.name,
  mortgageOrder: r.mortgageOrder,
  remark: r.remark,
  status: r.status,
  propertyCount,
  registeredCount,
  released,
  createdAt: r.createdAt,
  version: r.version,
};
const requests = (db: Executor) =>
  db.select(requestColumns).from(r).innerJoin(loanSubject.table, loanSubject.on(r.billId)).innerJoin(m, eq(m.id, r.mortgageeId)).$dynamic();
const releaseColumns = {
  id: rel.id,
  billId: rel.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  status: rel.status,
  exceptionReason: rel.exceptionReason,
  createdAt: rel.createdAt,
  version: rel.version,
};
const releases = (db: Executor) => db.select(releaseColumns).from(rel).innerJoin(loanSubject.table, loanSubject.on(rel.billId)).$dynamic();

export type MortgageRequestRecord = Awaited<ReturnType<ReturnType<typeof requests>['execute']>>[number];
export type MortgageReleaseRecord = Awaited<ReturnType<ReturnType<typeof releases>['execute']>>[number];
export type NewMortgageRequest = typeof r.$inferInsert;
export type NewMortgageRelease = typeof rel.$inferInsert;

/**
 * A list's WHERE: the data scope, the status filter, and the statuses the page shows at all. A
 * released mortgage is no longer 全部登记 (4): that filter passes it over (decision 0071).
 */
export const requestWhere = (scope: ScopeFilter, status: number | undefined, shown?: readonly number[]) =>
  and(
    scopeCondition(scope, REQUEST_SCOPE),
    status === undefined ? undefined : eq(r.status, status),
    status === 4 ? sql`not ${released}` : undefined,
    shown ? inArray(r.status, [...shown]) : undefined,
  );
export const releaseWhere = (scope: ScopeFilter, status: number | undefined) =>
  and(scopeCondition(scope, RELEASE_SCOPE), status === undefined ? undefined : eq(rel.status, status));

export const mortgageRequestRepository = {
  list: listSource({ rows: requests, order: [desc(r.createdAt), desc(r.id)], counted: { from: r } }),
  async find(db: Executor, id: number, where: SQL | undefined) {
    const [row] = await requests(db).where(and(eq(r.id, id), where));
    return row;
  },
  properties: (db: Executor, requestId: number) =>
    db
      .select({
        billMortgageId: p.billMortgageId,
        certNo: p.certNo,
        regDate: p.regDate,
        mortgageeName: m.name,
        mortgageOrder: p.mortgageOrder,
        certImageIds: p.certImageIds,
      })
      .from(p)
      .leftJoin(m, eq(m.id, p.mortgageeId))
      .where(eq(p.requestId, requestId))
      .orderBy(p.id),
  /** The request, unless the bill has a live one (then undefined: the partial unique index). */
  async insert(db: Executor, values: NewMortgageRequest, propertyIds: number[]) {
    const [row] = await db.insert(r).values(values).onConflictDoNothing().returning({ id: r.id });
    if (row) await db.insert(p).values(propertyIds.map((billMortgageId) => ({ requestId: row.id, billMortgageId })));
    return row;
  },
  /** Moves the status only from `from` at the version read: empty when someone else moved it first. */
  move: (db: Executor, id: number, from: readonly number[], version: number | null, status: number) =>
    db
      .update(r)
      .set({ status, version: sql`${r.version} + 1`, updatedAt: new Date() })
      .where(and(eq(r.id, id), inArray(r.status, [...from]), version === null ? undefined : eq(r.version, version)))
      .returning({ id: r.id }),
  /** Holds the request's row to the end of the transaction: registrations of one request run one after another. */
  lock: (db: Executor, id: number) => db.select({ id: r.id }).from(r).where(eq(r.id, id)).for('update'),
  /** Registers one property once: of two concurrent registrations exactly one updates a row. */
  register: (
    db: Executor,
    requestId: number,
    billMortgageId: number,
    values: {
      certNo: string;
      regDate: string;
      mortgageeId: number;
      mortgageOrder: number;
      registeredBy: number;
      certImageIds?: string[];
    },
  ) =>
    db
      .update(p)
      .set({ ...values, registeredAt: new Date() })
      .where(and(eq(p.requestId, requestId), eq(p.billMortgageId, billMortgageId), isNull(p.certNo)))
      .returning({ id: p.id }),
  /** Adds certificate images to a registered property, up to 9 in all: undefined when it is not registered or would hold more. */
  async addImages(db: Executor, requestId: number, billMortgageId: number, imageIds: string[]) {
    const [row] = await db
      .update(p)
      .set({
        certImageIds: sql`${p.certImageIds} || array[${sql.join(
          imageIds.map((i) => sql`${i}`),
          sql`, `,
        )}]::text[]`,
      })
      .where(
        and(
          eq(p.requestId, requestId),
          eq(p.billMortgageId, billMortgageId),
          isNotNull(p.certNo),
          sql`cardinality(${p.certImageIds}) + ${imageIds.length} <= 9`,
        ),
      )
      .returning({ certImageIds: p.certImageIds });
    return row;
  },
  async counts(db: Executor, requestId: number) {
    const [row] = await db
      .select({ all: count(), registered: count(p.certNo) })
      .from(p)
      .where(eq(p.requestId, requestId));
    return { all: row?.all ?? 0, registered: row?.registered ?? 0 };
  },
  /** The statuses of a bill's requests, rejected ones too. */
  statusesOf: async (db: Executor, billId: number) =>
    (await db.select({ status: r.status }).from(r).where(eq(r.billId, billId))).map((x) => x.status),
  /** Final-approved bills inside `scope` with no live request: what a new request may name. */
  openBills: (db: Executor, scope: ScopeFilter) =>
    db
      .select({ id: loan.id, billNo: loan.billNo, customerName: loan.customerName })
      .from(loanSubject.table)
      .where(
        and(
          loanSubject.approved,
          scopeCondition(scope, loanSubject.scopeColumns),
          notExists(
            db
              .select({ x: sql`1` })
              .from(r)
              .where(and(eq(r.billId, loan.id), sql`${r.status} <> -1`)),
          ),
        ),
      )
      .orderBy(...loanSubject.newestFirst.map((c) => desc(c)))
      .limit(100),
  mortgageeInUse: async (db: Executor, id: number) => {
    const [row] = await db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, id), eq(m.enabled, true)));
    return row !== undefined;
  },
  mortgageesInUse: (db: Executor) => db.select({ id: m.id, name: m.name }).from(m).where(eq(m.enabled, true)).orderBy(m.name).limit(200),
  hasRegistered: async (db: Executor, billId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(p)
      .innerJoin(r, eq(r.id, p.requestId))
      .where(and(eq(r.billId, billId), isNotNull(p.certNo)));
    return (row?.n ?? 0) > 0;
  },
};

export const mortgageReleaseRepository = {
  list: listSource({ rows: releases, order: [desc(rel.createdAt), desc(rel.id)], counted: { from: rel } }),
  async find(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await releases(db).where(and(eq(rel.id, id), scopeCondition(scope, RELEASE_SCOPE)));
    return row;
  },
  /** The bill's live (not rejected) release request, if any: at most one (a partial unique index). */
  async liveOfBill(db: Executor, billId: number) {
    const [row] = await db
      .select({ id: rel.id, status: rel.status })
      .from(rel)
      .where(and(eq(rel.billId, billId), sql`${rel.status} <> -1`));
    return row;
  },
  async insert(db: Executor, values: NewMortgageRelease) {
    const [row] = await db.insert(rel).values(values).onConflictDoNothing().returning({ id: rel.id });
    return row;
  },
  move: (db: Executor, id: number, from: number, version: number | null, status: number) =>
    db
      .update(rel)
      .set({ status, version: sql`${rel.version} + 1`, updatedAt: new Date() })
      .where(and(eq(rel.id, id), eq(rel.status, from), version === null ? undefined : eq(rel.version, version)))
      .returning({ id: rel.id }),
};

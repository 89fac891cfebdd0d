import { BILL_EDITABLE, BILL_MINE, BILL_OPEN, BILL_STATUS, type BillListQuery, type CappedTotal } from '@lc/shared';
import { type SQL, and, count, desc, eq, exists, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { flowSubject } from '../workflow/flow-engine.service';
import { billMortgages, billNumberSequences, bills as b } from './bill.table';
import { countCapped } from '../../db/capped-count';
import type { ChangeCache } from '../../db/change-feed';

export const BILL_PROCESS = 'bill';
/** A delete a foreign key refuses: 23001 under ON DELETE RESTRICT, 23503 under NO ACTION. */
const STILL_REFERENCED = new Set(['23001', '23503']);
/** The SQLSTATE of a database error; Drizzle wraps the driver's error in `cause`. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
const SCOPE_COLUMNS = { ownerId: b.salespersonId, groupId: b.groupId, departmentCode: b.departmentCode, areaCode: b.areaCode };
const prefixPattern = (text: string) => `${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** The list's WHERE: a scope (or none for the caller's own), the filter, and any extra condition. */
export function billWhere(scope: ScopeFilter | null, f: Partial<BillListQuery>, ...extra: (SQL | undefined)[]): SQL | undefined {
  const parts: (SQL | undefined)[] = [scope ? scopeCondition(scope, SCOPE_COLUMNS) : undefined, ...extra];
  if (f.areaCode) parts.push(eq(b.areaCode, f.areaCode));
  if (f.businessDeptCode) parts.push(eq(b.departmentCode, f.businessDeptCode));
  if (typeof f.salesId === 'number') parts.push(eq(b.salespersonId, f.salesId));
  if (f.status !== undefined) parts.push(eq(b.status, f.status));
  if (f.billType !== undefined) parts.push(eq(b.billType, f.billType));
  if (f.keyword) parts.push(or(like(b.billNo, prefixPattern(f.keyword.toUpperCase())), like(b.billCustomerName, prefixPattern(f.keyword))));
  return and(...parts);
}

export type BillRecord = typeof b.$inferSelect;
export type NewBill = typeof b.$inferInsert;
export type NewBillMortgage = typeof billMortgages.$inferInsert;
const SAVED = { id: b.id, billNo: b.billNo, version: b.version };

/** The WHERE of each bill list: whose bills, in which statuses, and the list's filter. */
export const billListWhere = {
  /** The salesperson's own bills with the approvers or done (BILL_MINE); the draft box has the rest. */
  mine: (userId: number, f: Partial<BillListQuery>) => billWhere(null, f, eq(b.salespersonId, userId), inArray(b.status, [...BILL_MINE])),
  /** The draft box: the salesperson's bills theirs to work on, drafts, returned and withdrawn (BILL_EDITABLE). */
  drafts: (userId: number, f: Partial<BillListQuery>) =>
    billWhere(null, f, eq(b.salespersonId, userId), inArray(b.status, [...BILL_EDITABLE])),
  all: (scope: ScopeFilter, f: Partial<BillListQuery>) => billWhere(scope, f, ne(b.status, BILL_STATUS.draft)),
  abandoned: (scope: ScopeFilter, f: Partial<BillListQuery>) => billWhere(scope, { ...f, status: BILL_STATUS.abandoned }),
};

export const BILL_ROW = {
  id: b.id,
  billNo: b.billNo,
  billCustomerName: b.billCustomerName,
  billCustomerMobile: b.billCustomerMobile,
  idCard: b.idCard,
  borrowAmount: b.borrowAmount,
  borrowType: b.borrowType,
  borrowDuration: b.borrowDuration,
  billType: b.billType,
  status: b.status,
  currentNode: b.currentNode,
  duplicateOf: b.duplicateOf,
  blacklistReason: b.blacklistReason,
  areaCode: b.areaCode,
  departmentCode: b.departmentCode,
  salespersonId: b.salespersonId,
  createdAt: b.createdAt,
  submittedAt: b.submittedAt,
  version: b.version,
  flowVersion: flowSubject.version,
};
const NEWEST_FIRST = [desc(b.createdAt), desc(b.id)];
/** The lists' orders: newest first, or (the draft box) the latest change first, so a bill just returned leads. */
export const BILL_ORDER = { newest: NEWEST_FIRST, changed: [desc(b.updatedAt), desc(b.id)] };
export type BillOrder = keyof typeof BILL_ORDER;
/** What a data-scope check reads of a bill. */
const BILL_SCOPE = { salespersonId: b.salespersonId, groupId: b.groupId, departmentCode: b.departmentCode, areaCode: b.areaCode };
const flowJoin = flowSubject.on(BILL_PROCESS, b.id);
const flowInstances = flowSubject.table;

export const billRepository = {
  /** One page, newest first: the page's ids from an index walk, then only their rows. */
  async page(db: Executor, where: SQL | undefined, pageNum: number, pageSize: number, inbox?: SQL, order: BillOrder = 'newest') {
    const base = db.select({ id: b.id }).from(b);
    const ids = (inbox ? base.innerJoin(flowInstances, flowJoin) : base)
      .where(and(where, inbox))
      .orderBy(...BILL_ORDER[order])
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .as('page_ids');
    return db
      .select(BILL_ROW)
      .from(b)
      .innerJoin(ids, eq(b.id, ids.id))
      .leftJoin(flowInstances, flowJoin)
      .orderBy(...BILL_ORDER[order]);
  },

  /** A list's total, capped (db/capped-count.ts): the inbox joins the flow instances. */
  total: (db: Executor, where: SQL | undefined, inbox?: SQL) =>
    countCapped(db, { from: b, joins: inbox ? [{ table: flowInstances, on: flowJoin! }] : [], where: and(where, inbox) }),

  /** A list's total that reads the bills alone, kept per filter until the bills change (db/change-feed.ts). */
  cachedTotal: (db: Executor, where: SQL | undefined, cache: ChangeCache<CappedTotal>, key: string) =>
    countCapped(db, { from: b, where }, { kept: { cache, key } }),

  async count(db: Executor, where: SQL | undefined, inbox?: SQL): Promise<number> {
    const base = db.select({ n: count() }).from(b);
    const [row] = await (inbox ? base.innerJoin(flowInstances, flowJoin) : base).where(and(where, inbox));
    return row?.n ?? 0;
  },

  /** Every matching bill in list order, a batch at a time by keyset (exports: no offset, any depth). */
  async *batches(db: Executor, where: SQL | undefined, batchSize: number) {
    // The cursor keeps created_at at full (microsecond) precision, which a JS Date would round.
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after ? sql`(${b.createdAt}, ${b.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
      const rows = await db
        .select({ ...BILL_ROW, cursor: sql<string>`${b.createdAt}::text` })
        .from(b)
        .leftJoin(flowInstances, flowJoin)
        .where(and(where, keyset))
        .orderBy(...NEWEST_FIRST)
        .limit(batchSize);
      const last = rows.at(-1);
      if (!last) return;
      yield rows;
      if (rows.length < batchSize) return;
      after = { at: last.cursor, id: last.id };
    }
  },

  /** The draft box's badge: the same bills as its list. */
  draftCount: (db: Executor, userId: number) => billRepository.count(db, billListWhere.drafts(userId, {})),

  /** The bill a salesperson's earlier create with this idempotency key made, if any. */
  async byIdempotencyKey(db: Executor, salespersonId: number, key: string) {
    const [row] = await db
      .select(SAVED)
      .from(b)
      .where(and(eq(b.salespersonId, salespersonId), eq(b.idempotencyKey, key)));
    return row;
  },

  async insert(db: Executor, values: NewBill) {
    const [row] = await db.insert(b).values(values).returning(SAVED);
    return row!;
  },

  /** Updates an editable bill at the version read; undefined when it changed or left the editable statuses. */
  async updateEditable(db: Executor, id: number, version: number, values: Partial<NewBill>) {
    const [row] = await db
      .update(b)
      .set(values)
      .where(and(eq(b.id, id), eq(b.version, version), inArray(b.status, [...BILL_EDITABLE])))
      .returning(SAVED);
    return row;
  },

  /** Mirrors the bill's flow: its status and current node. */
  async setFlowState(db: Executor, id: number, values: Pick<NewBill, 'status' | 'currentNode' | 'updatedAt'>) {
    await db.update(b).set(values).where(eq(b.id, id));
  },

  async insertMortgages(db: Executor, rows: NewBillMortgage[]) {
    if (rows.length) await db.insert(billMortgages).values(rows);
  },

  /** Updates one of the bill's collateral rows in place: its id, and so its valuations, stay. */
  async updateMortgage(db: Executor, billId: number, id: number, values: NewBillMortgage) {
    await db
      .update(billMortgages)
      .set(values)
      .where(and(eq(billMortgages.id, id), eq(billMortgages.billId, billId)));
  },

  /**
   * Deletes one collateral row; false when a valuation refers to it (the foreign key restricts).
   * On PostgreSQL the refused statement aborts the transaction: the caller must then throw.
   */
  async deleteMortgage(db: Executor, id: number): Promise<boolean> {
    try {
      await db.delete(billMortgages).where(eq(billMortgages.id, id));
      return true;
    } catch (error) {
      if (STILL_REFERENCED.has(sqlStateOf(error) ?? '')) return false;
      throw error;
    }
  },

  /**
   * A borrower's newest bills as the reader may see them (issue 14): their own in any status, and
   * others' past the draft inside any scope the reader reads bills by.
   */
  ofBorrower: (db: Executor, borrowerId: number, readerId: number, scopes: ScopeFilter[], limit: number) =>
    db
      .select({
        id: b.id,
        billNo: b.billNo,
        status: b.status,
        borrowAmount: b.borrowAmount,
        currentNode: b.currentNode,
        createdAt: b.createdAt,
      })
      .from(b)
      .where(
        and(
          eq(b.borrowerId, borrowerId),
          or(
            eq(b.salespersonId, readerId),
            and(ne(b.status, BILL_STATUS.draft), or(...scopes.map((s) => scopeCondition(s, SCOPE_COLUMNS) ?? sql`true`), sql`false`)),
          ),
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(limit),

  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(b).where(eq(b.id, id));
    return row;
  },

  async mortgagesOf(db: Executor, billId: number) {
    return db.select().from(billMortgages).where(eq(billMortgages.billId, billId)).orderBy(billMortgages.sort);
  },

  /** The bill each collateral row belongs to: its borrow amount (yuan, decimal string) and its scope columns. */
  async billsOfCollateral(db: Executor, mortgageIds: number[]) {
    if (!mortgageIds.length) return [];
    return db
      .select({ mortgageId: billMortgages.id, borrowAmount: b.borrowAmount, ...BILL_SCOPE })
      .from(billMortgages)
      .innerJoin(b, eq(b.id, billMortgages.billId))
      .where(inArray(billMortgages.id, mortgageIds));
  },

  /** The next number of the day for an area prefix, inside the creating transaction. */
  async nextSequence(db: Executor, prefix: string, day: string): Promise<number> {
    const [row] = await db
      .insert(billNumberSequences)
      .values({ prefix, day, last: 1 })
      .onConflictDoUpdate({
        target: [billNumberSequences.prefix, billNumberSequences.day],
        set: { last: sql`${billNumberSequences.last} + 1` },
      })
      .returning({ last: billNumberSequences.last });
    return row!.last;
  },

  /** Open bills (other than `id`) sharing the borrower's ID card or mobile, a certificate number or an address: number and scope. */
  async duplicatesOf(db: Executor, id: number, probe: { idCard: string; mobile: string; certNos: string[]; addressKeys: string[] }) {
    const m = billMortgages;
    const collateral = [
      probe.certNos.length ? inArray(m.certNo, probe.certNos) : undefined,
      probe.addressKeys.length ? inArray(m.addressKey, probe.addressKeys) : undefined,
    ].filter(Boolean) as SQL[];
    return db
      .select({ billNo: b.billNo, ...BILL_SCOPE })
      .from(b)
      .where(
        and(
          ne(b.id, id),
          inArray(b.status, [...BILL_OPEN]),
          or(
            eq(b.idCard, probe.idCard),
            eq(b.billCustomerMobile, probe.mobile),
            collateral.length
              ? exists(
                  db
                    .select({ one: sql`1` })
                    .from(m)
                    .where(and(eq(m.billId, b.id), or(...collateral))),
                )
              : undefined,
          ),
        ),
      )
      .limit(20);
  },

  /** The scope columns of bills by number (a stored duplicate check, shown to each reader as their scope allows). */
  async scopeByNumbers(db: Executor, billNos: string[]) {
    if (!billNos.length) return [];
    return db
      .select({ billNo: b.billNo, ...BILL_SCOPE })
      .from(b)
      .where(inArray(b.billNo, billNos));
  },

  /** What the final-review lists add to a page of bills: funding party, companies, collateral count and valuation total. */
  async reviewFactsOf(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    const m = billMortgages;
    return db
      .select({
        id: b.id,
        fundings: b.fundings,
        companyName: b.companyName,
        companyList: b.companyList,
        collateralCount: sql<number>`count(${m.id})::int`,
        valuationTotal: sql<string | null>`sum(${m.evsTotalPriceWorldUnion})::text`,
      })
      .from(b)
      .leftJoin(m, eq(m.billId, b.id))
      .where(inArray(b.id, ids))
      .groupBy(b.id);
  },
};

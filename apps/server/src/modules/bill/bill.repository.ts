import { BILL_EDITABLE, BILL_MINE, BILL_OPEN, BILL_STATUS, type BillListQuery, type CappedTotal } from '@lc/shared';
import { type SQL, and, count, desc, eq, exists, gte, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition, scopePart } from '../../db/scope-condition';
import { type BoundCondition, bound, createStatementCache, fixed, placeholderWhereOf, shapeOf, whereOf } from '../../db/bound-condition';
import { flowSubject } from '../workflow/workflow.reads';
import { chosenValuation } from '../valuation/valuation.reads';
import { billMortgages, billNumberSequences, bills as b } from './bill.table';
import { countCapped } from '../../db/capped-count';
import type { ChangeCache } from '../../db/change-feed';
import { likePrefix } from '../../db/like-pattern';
import { isStillReferenced } from '../../db/sql-state';

export const BILL_PROCESS = 'bill';
const SCOPE_COLUMNS = { ownerId: b.salespersonId, groupId: b.groupId, departmentCode: b.departmentCode, areaCode: b.areaCode };

/** The list filter's parts (db/bound-condition.ts): one definition for the WHERE with its values and the prepared one. */
function filterParts(f: Partial<BillListQuery>): BoundCondition[] {
  const parts: BoundCondition[] = [];
  if (f.areaCode) parts.push(bound('area', [f.areaCode], (v) => eq(b.areaCode, v)));
  if (f.businessDeptCode) parts.push(bound('department', [f.businessDeptCode], (v) => eq(b.departmentCode, v)));
  if (typeof f.salesId === 'number') parts.push(bound('salesperson', [f.salesId], (v) => eq(b.salespersonId, v)));
  if (f.status !== undefined) parts.push(bound('status', [f.status], (v) => eq(b.status, v)));
  if (f.billStage !== undefined) parts.push(bound('stage', [f.billStage], (v) => eq(b.stage, v)));
  if (f.billType !== undefined) parts.push(bound('billType', [f.billType], (v) => eq(b.billType, v)));
  if (f.pastDays !== undefined)
    parts.push(bound('pastDays', [f.pastDays], (days) => gte(b.submittedAt, sql`now() - make_interval(days => ${days}::int)`)));
  if (f.keyword) {
    const patterns = [likePrefix(f.keyword.toUpperCase()), likePrefix(f.keyword)];
    parts.push(bound('keyword', patterns, (no, name) => or(like(b.billNo, no), like(b.billCustomerName, name))));
  }
  return parts;
}

/** The list's WHERE: a scope (or none for the caller's own), the filter, and any extra condition. */
export function billWhere(scope: ScopeFilter | null, f: Partial<BillListQuery>, ...extra: (SQL | undefined)[]): SQL | undefined {
  return and(scope ? scopeCondition(scope, SCOPE_COLUMNS) : undefined, ...extra, whereOf(filterParts(f)));
}

export type BillRecord = typeof b.$inferSelect;
export type NewBill = typeof b.$inferInsert;
export type NewBillMortgage = typeof billMortgages.$inferInsert;
const SAVED = { id: b.id, billNo: b.billNo, version: b.version };

// The lists' fixed statuses, made once: a request builds only what it binds.
const MINE_STATUSES = fixed('mine', inArray(b.status, [...BILL_MINE]));
const EDITABLE_STATUSES = fixed('editable', inArray(b.status, [...BILL_EDITABLE]));
const SUBMITTED = fixed('submitted', ne(b.status, BILL_STATUS.draft));
const own = (userId: number) => bound('own', [userId], (id) => eq(b.salespersonId, id));
const scopeOf = (scope: ScopeFilter) => [scopePart(scope, SCOPE_COLUMNS)].filter((p) => p !== undefined);
/** The parts of each bill list's WHERE: whose bills, in which statuses, and the list's filter. */
export const billListParts = {
  /** The salesperson's own bills with the approvers or done (BILL_MINE); the draft box has the rest. */
  mine: (userId: number, f: Partial<BillListQuery>) => [own(userId), MINE_STATUSES, ...filterParts(f)],
  /** The draft box: the salesperson's bills theirs to work on, drafts, returned and withdrawn (BILL_EDITABLE). */
  drafts: (userId: number, f: Partial<BillListQuery>) => [own(userId), EDITABLE_STATUSES, ...filterParts(f)],
  all: (scope: ScopeFilter, f: Partial<BillListQuery>) => [...scopeOf(scope), SUBMITTED, ...filterParts(f)],
  abandoned: (scope: ScopeFilter, f: Partial<BillListQuery>) => [
    ...scopeOf(scope),
    ...filterParts({ ...f, status: BILL_STATUS.abandoned }),
  ],
};
export type BillListParts = BoundCondition[];

/** The WHERE of each bill list, values in place (exports, badges). */
export const billListWhere = {
  drafts: (userId: number, f: Partial<BillListQuery>) => whereOf(billListParts.drafts(userId, f)),
  all: (scope: ScopeFilter, f: Partial<BillListQuery>) => whereOf(billListParts.all(scope, f)),
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
  stage: b.stage,
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

type Bindable = number | ReturnType<typeof sql.placeholder>;

// Not on db/paged-list.ts: the bill lists prepare one page statement per WHERE shape and keep totals per filter (decisions 0016, 0077).
/** A page: the page's ids from an index walk, then only their rows, in the list's order. */
function pageQuery(db: Executor, where: SQL | undefined, inbox: SQL | undefined, order: BillOrder, limit: Bindable, offset: Bindable) {
  const base = db.select({ id: b.id }).from(b);
  const ids = (inbox ? base.innerJoin(flowInstances, flowJoin) : base)
    .where(and(where, inbox))
    .orderBy(...BILL_ORDER[order])
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select(BILL_ROW)
    .from(b)
    .innerJoin(ids, eq(b.id, ids.id))
    .leftJoin(flowInstances, flowJoin)
    .orderBy(...BILL_ORDER[order]);
}

const preparePage = (db: Executor, parts: BillListParts, order: BillOrder, name: string) =>
  pageQuery(db, placeholderWhereOf(parts), undefined, order, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name);
const pageStatements = createStatementCache<ReturnType<typeof preparePage>>('bill_page');

export const billRepository = {
  /** One page of a list with a WHERE of its own (the approval inboxes, the review stages), its SQL built per call. */
  page: (db: Executor, where: SQL | undefined, pageNum: number, pageSize: number, inbox?: SQL, order: BillOrder = 'newest') =>
    pageQuery(db, where, inbox, order, pageSize, (pageNum - 1) * pageSize),

  /**
   * One page of a list that reads the bills alone, and its total. The page's statement is prepared
   * once per shape (which parts the WHERE has, and the order): a call only binds the values, the
   * page and its size. The total is kept per WHERE (its shape and values) until the bills change
   * (db/change-feed.ts); its SQL is built only when it is counted.
   */
  async listPage(
    db: Executor,
    parts: BillListParts,
    page: { pageNum: number; pageSize: number },
    order: BillOrder,
    totals: ChangeCache<CappedTotal>,
  ) {
    const { key, values } = shapeOf(parts);
    const statement = pageStatements(db, `${order}|${key}`, (name) => preparePage(db, parts, order, name));
    const rows = await statement.execute({ ...values, limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize });
    const total = await totals.get(`${key}|${JSON.stringify(values)}`, () => countCapped(db, { from: b, where: whereOf(parts) }));
    return { rows, total };
  },

  /** A list's total, capped (db/capped-count.ts): the inbox joins the flow instances. */
  total: (db: Executor, where: SQL | undefined, inbox?: SQL) =>
    countCapped(db, { from: b, joins: inbox ? [{ table: flowInstances, on: flowJoin! }] : [], where: and(where, inbox) }),

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
  async setFlowState(db: Executor, id: number, values: Pick<NewBill, 'status' | 'stage' | 'currentNode' | 'updatedAt'>) {
    await db.update(b).set(values).where(eq(b.id, id));
  },

  /** Final review named another funding party than the bill proposed (decision 0079): the bill follows its terms. */
  async setFundings(db: Executor, id: number, fundings: string) {
    await db.update(b).set({ fundings }).where(eq(b.id, id));
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
      if (isStillReferenced(error)) return false;
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
        billStage: b.stage,
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

  /** The collateral of several bills, for modules pledging it (mortgage requests). */
  collateralOf: (db: Executor, billIds: number[]) =>
    billIds.length
      ? db
          .select({
            id: billMortgages.id,
            billId: billMortgages.billId,
            address: billMortgages.addressDetails,
            ownerName: billMortgages.ownerNameBill,
            floorArea: billMortgages.floorArea,
            titleCertNo: billMortgages.certNo,
          })
          .from(billMortgages)
          .where(inArray(billMortgages.billId, billIds))
          .orderBy(billMortgages.billId, billMortgages.sort)
      : Promise.resolve([]),

  async mortgagesOf(db: Executor, billId: number) {
    return db.select().from(billMortgages).where(eq(billMortgages.billId, billId)).orderBy(billMortgages.sort);
  },

  /** The bill each collateral row belongs to: its borrow amount (yuan, decimal string) and its scope columns. */
  async billsOfCollateral(db: Executor, mortgageIds: number[]) {
    if (!mortgageIds.length) return [];
    return db
      .select({ mortgageId: billMortgages.id, billId: b.id, borrowAmount: b.borrowAmount, ...BILL_SCOPE })
      .from(billMortgages)
      .innerJoin(b, eq(b.id, billMortgages.billId))
      .where(inArray(billMortgages.id, mortgageIds));
  },

  /**
   * What the system LTV weighs of a page of bills, in one query (decision 0024): each collateral's
   * first-mortgage balance, its declared rate, and its chosen valuation inside the reader's `scopes`.
   */
  async ltvFactsOf(db: Executor, billIds: number[], scopes: readonly ScopeFilter[]) {
    if (!billIds.length) return [];
    const m = billMortgages;
    return db
      .select({
        billId: m.billId,
        firstMortgage: m.firstMortgagePrice,
        declared: m.mortgagePercentage,
        valuationWan: chosenValuation.totalWanOf(m.id, scopes),
      })
      .from(m)
      .where(inArray(m.billId, billIds))
      .orderBy(m.billId, m.sort);
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

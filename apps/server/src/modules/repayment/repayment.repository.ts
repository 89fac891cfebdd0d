import type { RepayListQuery, RepayManageQuery } from '@lc/shared';
import { type SQL, and, asc, desc, eq, getTableName, gte, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ListRow, listSource, pageOf } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { repaymentApplications as apps, repaymentLoans as l, repaymentSchedules as s, repaymentTerms as terms } from './repayment.table';
import { likePrefix } from '../../db/like-pattern';
import { loanStanding, pickStanding } from './overdue-standing.repository';

const b = loanSubject.table;
const bill = loanSubject.columns;
/** The advisory-lock space of a bill's fees receivable (grant's draws and the deposits use their own). */
const FEES_LOCK_SPACE = 16_049;
export const SCOPE = { ownerId: l.ownerId, groupId: l.groupId, departmentCode: l.departmentCode, areaCode: l.areaCode };
// Inside the subqueries the outer loan's id must name its table (drizzle leaves it unqualified).
export const loanId = sql.raw(`"${getTableName(l)}"."id"`);

export type NewLoan = typeof l.$inferInsert;
export type NewPeriod = typeof s.$inferInsert;
export type LoanRecord = ListRow<ReturnType<typeof loansOn>>;
export type PeriodRecord = ListRow<ReturnType<typeof periodsOn>>;

/** An instalment's status on `today`: unpaid (or partly paid) after its due day is overdue (4). */
const periodStatus = (today: string) =>
  sql<number>`case when ${s.status} = 2 then 2 when ${s.reFundTime} < ${today}::date then 4 else ${s.status} end`.mapWith(Number);
/** A loan's standing on `today` (status, days past due, suggested class): figured once, for every list (decision 0066). */
const standing = (today: string) => loanStanding(loanId, sql`${l.status}`, today);
const firstUnpaid = sql`(select min(${s.period}) from ${s} where ${s.loanId} = ${loanId} and ${s.status} <> 2)`;

const loanColumns = (today: string) => ({
  id: l.id,
  billId: l.billId,
  grantId: l.grantId,
  billNo: bill.billNo,
  billStage: bill.stage,
  customerName: bill.customerName,
  fundingParty: l.fundingParty,
  method: l.method,
  principal: l.principal,
  annualRate: l.annualRate,
  termMonths: l.termMonths,
  termDays: sql<number | null>`(select ${terms.termDays} from ${terms} where ${terms.grantId} = ${l.grantId})`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
  repaymentDay: l.repaymentDay,
  drawDate: l.drawDate,
  periods: sql<number>`(select count(*) from ${s} where ${s.loanId} = ${loanId})`.mapWith(Number),
  paidPeriods: sql<number>`(select count(*) from ${s} where ${s.loanId} = ${loanId} and ${s.status} = 2)`.mapWith(Number),
  outstanding: sql<string>`(${l.principal} - (select coalesce(sum(${s.paidPrincipal}), 0) from ${s} where ${s.loanId} = ${loanId}))::numeric(18,2)::text`,
  nextDueDate: sql<string | null>`(select ${s.reFundTime}::text from ${s} where ${s.loanId} = ${loanId} and ${s.period} = ${firstUnpaid})`,
  nextDueAmount: sql<
    string | null
  >`(select (${s.penalty} + ${s.principal} + ${s.interest} + ${s.fee} - ${s.paidPenalty} - ${s.paidPrincipal} - ${s.paidInterest} - ${s.paidFee})::numeric(18,2)::text from ${s} where ${s.loanId} = ${loanId} and ${s.period} = ${firstUnpaid})`,
  penalty: sql<string>`(select coalesce(sum(${s.penalty} - ${s.paidPenalty}), 0) from ${s} where ${s.loanId} = ${loanId})::numeric(18,2)::text`,
  ...pickStanding(standing(today)),
  credit: l.credit,
  settledOn: l.settledOn,
});

const periodColumns = (today: string) => ({
  id: s.id,
  loanId: s.loanId,
  billNo: bill.billNo,
  billStage: bill.stage,
  customerName: bill.customerName,
  period: s.period,
  reFundTime: s.reFundTime,
  beginRateTime: s.beginRateTime,
  endRateTime: s.endRateTime,
  principal: s.principal,
  interest: s.interest,
  paidPrincipal: s.paidPrincipal,
  paidInterest: s.paidInterest,
  penalty: s.penalty,
  paidPenalty: s.paidPenalty,
  fee: s.fee,
  paidFee: s.paidFee,
  status: periodStatus(today),
});

export const keywordPart = (keyword: string | undefined) =>
  keyword ? or(like(bill.billNo, likePrefix(keyword)), like(bill.customerName, likePrefix(keyword))) : undefined;

/** repayManage's WHERE: the scope, the keyword, the status on `today`, the method. */
export function loanWhere(
  scope: ScopeFilter,
  q: Pick<RepayManageQuery, 'keyword' | 'status' | 'method'> & { notSettled?: boolean },
  today: string,
) {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE), keywordPart(q.keyword)];
  if (q.notSettled) parts.push(sql`${l.status} <> 3`);
  if (q.status === 3) parts.push(eq(l.status, 3));
  else if (q.status === 2) parts.push(standing(today).overdue);
  else if (q.status === 1) parts.push(and(sql`${l.status} <> 3`, sql`not ${standing(today).overdue}`));
  if (q.method) parts.push(eq(l.method, q.method));
  return and(...parts);
}

/** repayList's WHERE: the scope, the keyword, one loan, the status on `today`, the due days. */
export function periodWhere(
  scope: ScopeFilter,
  q: Pick<RepayListQuery, 'keyword' | 'loanId' | 'status' | 'dueFrom' | 'dueTo'> & { unpaid?: boolean },
  today: string,
) {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE), keywordPart(q.keyword)];
  if (q.unpaid) parts.push(sql`${s.status} <> 2`);
  if (q.loanId !== undefined) parts.push(eq(s.loanId, q.loanId));
  if (q.status !== undefined) parts.push(eq(periodStatus(today), q.status));
  if (q.dueFrom) parts.push(gte(s.reFundTime, q.dueFrom));
  if (q.dueTo) parts.push(lte(s.reFundTime, q.dueTo));
  return and(...parts);
}

const periodJoins = [
  { table: l, on: eq(l.id, s.loanId) },
  { table: b, on: loanSubject.on(l.billId) },
];

/** The loans in repayment with their standing on `today`, newest first (db/paged-list.ts). */
const loansOn = (today: string) =>
  listSource({
    rows: (db) => db.select(loanColumns(today)).from(l).innerJoin(b, loanSubject.on(l.billId)).$dynamic(),
    order: [desc(l.createdAt), desc(l.id)],
    counted: { from: l, joins: [{ table: b, on: loanSubject.on(l.billId) }] },
  });

/** The instalments with their status on `today`, earliest due first (db/paged-list.ts). */
const periodsOn = (today: string) =>
  listSource({
    rows: (db) =>
      db.select(periodColumns(today)).from(s).innerJoin(l, eq(l.id, s.loanId)).innerJoin(b, loanSubject.on(l.billId)).$dynamic(),
    order: [asc(s.reFundTime), asc(s.loanId), asc(s.period)],
    counted: { from: s, joins: periodJoins },
  });

export type ApplicationRecord = typeof apps.$inferSelect;
type ApplicationFilter = {
  loanId?: number | undefined;
  status?: number | undefined;
  /** Leaves out what this user recorded (a reviewer's to-do: nobody reviews their own). */
  notBy?: number | undefined;
};
export const applicationWhere = (scope: ScopeFilter, f: ApplicationFilter) =>
  and(
    scopeCondition(scope, SCOPE),
    f.loanId === undefined ? undefined : eq(apps.loanId, f.loanId),
    f.status === undefined ? undefined : eq(apps.status, f.status),
    f.notBy === undefined ? undefined : sql`${apps.createdBy} <> ${f.notBy}`,
  );
type Decision = Pick<
  typeof apps.$inferInsert,
  'status' | 'credit' | 'lines' | 'ledgerEntryId' | 'reviewedBy' | 'reviewedByName' | 'rejectReason'
>;

export const repaymentRepository = {
  applications: {
    /** The repayments received (under applicationWhere), newest first, with their loan's bill. */
    list: listSource({
      rows: (db) =>
        db
          .select({ application: apps, billNo: bill.billNo, customerName: bill.customerName })
          .from(apps)
          .innerJoin(l, eq(l.id, apps.loanId))
          .innerJoin(b, loanSubject.on(l.billId))
          .$dynamic(),
      order: [desc(apps.createdAt), desc(apps.id)],
      counted: { from: apps, joins: [{ table: l, on: eq(l.id, apps.loanId) }] },
    }),
    /** One application in the scope, locked while it is decided (a second reviewer waits, then sees it decided). */
    async lockInScope(db: Executor, id: number, scope: ScopeFilter): Promise<ApplicationRecord | undefined> {
      const [row] = await db
        .select({ application: apps })
        .from(apps)
        .innerJoin(l, eq(l.id, apps.loanId))
        .where(and(eq(apps.id, id), scopeCondition(scope, SCOPE)))
        .for('update', { of: apps });
      return row?.application;
    },
    /** Decides an application still awaiting review; undefined when it was decided meanwhile. */
    async decide(db: Executor, id: number, values: Decision & { reviewedAt: Date }) {
      const [row] = await db
        .update(apps)
        .set(values)
        .where(and(eq(apps.id, id), eq(apps.status, 1)))
        .returning();
      return row;
    },
    async insert(db: Executor, values: typeof apps.$inferInsert) {
      const [row] = await db.insert(apps).values(values).returning();
      return row!;
    },
  },
  loans: {
    listOn: loansOn,
    async find(db: Executor, id: number, scope: ScopeFilter, today: string) {
      const [row] = await pageOf(db, loansOn(today), and(eq(l.id, id), scopeCondition(scope, SCOPE)), 1, 1);
      return row;
    },
    /** Whether the bill has a loan in repayment inside the scope. */
    async existsForBill(db: Executor, billId: number, scope: ScopeFilter) {
      const [row] = await db
        .select({ id: l.id })
        .from(l)
        .where(and(eq(l.billId, billId), scopeCondition(scope, SCOPE)))
        .limit(1);
      return row !== undefined;
    },
  },
  periods: {
    listOn: periodsOn,
    async sums(db: Executor, where: SQL | undefined, today: string) {
      const overdue = sql`${periodStatus(today)} = 4`;
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          principal: sql<string>`coalesce(sum(${s.principal}), 0)::numeric(18,2)::text`,
          interest: sql<string>`coalesce(sum(${s.interest}), 0)::numeric(18,2)::text`,
          paidPrincipal: sql<string>`coalesce(sum(${s.paidPrincipal}), 0)::numeric(18,2)::text`,
          paidInterest: sql<string>`coalesce(sum(${s.paidInterest}), 0)::numeric(18,2)::text`,
          fee: sql<string>`coalesce(sum(${s.fee}), 0)::numeric(18,2)::text`,
          paidFee: sql<string>`coalesce(sum(${s.paidFee}), 0)::numeric(18,2)::text`,
          overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
          // What is owed on overdue instalments: principal, interest and the penalty accrued on them.
          overdueAmount: sql<string>`coalesce(sum(${s.principal} + ${s.interest} + ${s.penalty} + ${s.fee} - ${s.paidPrincipal} - ${s.paidInterest} - ${s.paidPenalty} - ${s.paidFee}) filter (where ${overdue}), 0)::numeric(18,2)::text`,
        })
        .from(s)
        .innerJoin(l, eq(l.id, s.loanId))
        .innerJoin(b, loanSubject.on(l.billId))
        .where(where);
      return row!;
    },
    /** A loan's instalments, period 1 first, locked for a repayment. */
    ofLoan: (db: Executor, loanId: number) => db.select().from(s).where(eq(s.loanId, loanId)).orderBy(asc(s.period)).for('update'),
    /** A loan's instalments, period 1 first, unlocked (the quote). */
    read: (db: Executor, loanId: number) => db.select().from(s).where(eq(s.loanId, loanId)).orderBy(asc(s.period)),
    /** Closes an instalment at settlement: its interest becomes what was charged, everything paid. */
    close: (
      db: Executor,
      id: number,
      values: Pick<NewPeriod, 'interest' | 'paidInterest' | 'paidPenalty' | 'paidPrincipal' | 'fee' | 'feeByDays' | 'paidFee' | 'paidAt'>,
    ) =>
      db
        .update(s)
        .set({ ...values, status: 2 })
        .where(eq(s.id, id)),
    /** Moves an instalment (an approved extension, decision 0050): its dates, its interest and its stored status. */
    move: (db: Executor, id: number, values: Pick<NewPeriod, 'reFundTime' | 'beginRateTime' | 'endRateTime' | 'interest' | 'status'>) =>
      db.update(s).set(values).where(eq(s.id, id)),
    /** An instalment re-figured by a later draw's tranche (decision 0060): its principal and interest. */
    refigure: (db: Executor, id: number, values: Pick<NewPeriod, 'principal' | 'interest' | 'fee' | 'feeByDays'>) =>
      db.update(s).set(values).where(eq(s.id, id)),
    /** An approved adjustment's new figures for an instalment (decision 0061). */
    adjust: (db: Executor, id: number, values: Pick<NewPeriod, 'principal' | 'interest' | 'interestWaived' | 'status'>) =>
      db.update(s).set(values).where(eq(s.id, id)),
    /** Sets what has been paid of an instalment, and its status. */
    pay: (
      db: Executor,
      id: number,
      values: Pick<NewPeriod, 'paidPenalty' | 'paidPrincipal' | 'paidInterest' | 'paidFee' | 'status' | 'paidAt'>,
    ) => db.update(s).set(values).where(eq(s.id, id)),
  },

  /** What the schedule is made from: the bill's term and scope, and the grant's agreed terms if any. */
  async sourceOf(db: Executor, billId: number, grantId: number) {
    const [loan] = await db
      .select({
        borrowDuration: bill.borrowDuration,
        ownerId: bill.salespersonId,
        areaCode: bill.areaCode,
        departmentCode: bill.departmentCode,
        groupId: bill.groupId,
      })
      .from(b)
      .where(eq(bill.id, billId));
    const [agreed] = await db.select().from(terms).where(eq(terms.grantId, grantId));
    return loan && { loan, terms: agreed };
  },
  /** The grant's agreed fee lines (decision 0073): null when its terms predate them. */
  async feeLinesOf(db: Executor, grantId: number) {
    const [row] = await db.select({ feeLines: terms.feeLines }).from(terms).where(eq(terms.grantId, grantId));
    return row?.feeLines ?? null;
  },
  setTerms: (db: Executor, values: typeof terms.$inferInsert) =>
    db
      .insert(terms)
      .values(values)
      .onConflictDoUpdate({ target: terms.grantId, set: { ...values, updatedAt: new Date() } }),
  /** An approved extension lengthens the grant's agreed term in days (decision 0078); terms in months stay. */
  extendTermDays: (db: Executor, grantId: number, days: number) =>
    db
      .update(terms)
      .set({ termDays: sql`${terms.termDays} + ${days}`, updatedAt: new Date() })
      .where(and(eq(terms.grantId, grantId), sql`${terms.termDays} is not null`)),
  /** The loan, unless the grant already has one (then undefined: the UNIQUE grant id). */
  async insertLoan(db: Executor, values: NewLoan) {
    const [row] = await db.insert(l).values(values).onConflictDoNothing({ target: l.grantId }).returning({ id: l.id });
    return row;
  },
  insertPeriods: (db: Executor, rows: NewPeriod[]) => db.insert(s).values(rows),
  /** Settled on `on` (the business date), early or not, keeping `credit` as refundable. */
  settle: (db: Executor, id: number, on: string, early: boolean, credit: string) =>
    db
      .update(l)
      .set({ status: 3, daysPastDue: 0, suggestedClass: 1, settledOn: on, settledEarly: early, credit, version: sql`${l.version} + 1` })
      .where(and(eq(l.id, id), sql`${l.status} in (1, 2)`)),
  /**
   * The loan's principal after a later draw's tranche (all that was drawn, decision 0060) or an
   * approved principal adjustment (decision 0061); the row is locked by the caller.
   */
  setPrincipal: (db: Executor, id: number, principal: string) =>
    db
      .update(l)
      .set({ principal, version: sql`${l.version} + 1` })
      .where(eq(l.id, id)),
  /** The plan's last due day: the loan's due day (decision 0061). */
  async lastDueDate(db: Executor, loanId: number) {
    const [row] = await db
      .select({ due: sql<string | null>`max(${s.reFundTime})::text` })
      .from(s)
      .where(eq(s.loanId, loanId));
    return row?.due ?? null;
  },
  /** The overpayment held on the loan after a repayment. */
  setCredit: (db: Executor, id: number, credit: string) =>
    db
      .update(l)
      .set({ credit, version: sql`${l.version} + 1` })
      .where(eq(l.id, id)),
  /** The loan's row as stored, unlocked (settleStatus). */
  async row(db: Executor, id: number) {
    const [row] = await db.select().from(l).where(eq(l.id, id));
    return row;
  },
  /** Nothing is overdue any more (a repayment cleared it): current again until the overdue run finds otherwise. */
  clearOverdue: (db: Executor, id: number) =>
    db
      .update(l)
      .set({ status: 1, daysPastDue: 0, suggestedClass: 1, version: sql`${l.version} + 1` })
      .where(and(eq(l.id, id), eq(l.status, 2))),
  /** Who a loan belongs to (its bill's scope columns, copied): what a withholding or recharge of it copies in turn. */
  async holderOf(db: Executor, id: number) {
    const [row] = await db
      .select({ ownerId: l.ownerId, areaCode: l.areaCode, departmentCode: l.departmentCode, groupId: l.groupId })
      .from(l)
      .where(eq(l.id, id));
    return row;
  },
  /**
   * The bill's fees locked for collecting (decision 0050): fees receivable are the bill's, so two
   * of its loans repaying at once must not both collect the same balance. Taken after the loan's row.
   */
  lockBillFees: (db: Executor, billId: number) => db.execute(sql`select pg_advisory_xact_lock(${FEES_LOCK_SPACE}, ${billId}::int)`),
  /** The loan of a grant (one per grant), if its schedule was made. */
  async loanOfGrant(db: Executor, grantId: number) {
    const [row] = await db.select({ id: l.id }).from(l).where(eq(l.grantId, grantId));
    return row;
  },
  /** What tells two loans of one bill apart (decision 0065): the amount drawn, the method, and each instalment's due day. */
  async facts(db: Executor, ids: number[]) {
    if (ids.length === 0) return { loans: [], dueDays: [] };
    const loans = await db.select({ id: l.id, principal: l.principal, method: l.method }).from(l).where(inArray(l.id, ids));
    const dueDays = await db
      .select({ loanId: s.loanId, period: s.period, reFundTime: s.reFundTime, paid: sql<boolean>`${s.status} = 2` })
      .from(s)
      .where(inArray(s.loanId, ids))
      .orderBy(asc(s.loanId), asc(s.period));
    return { loans, dueDays };
  },
  /** The loan row locked for a repayment. */
  async lock(db: Executor, id: number) {
    const [row] = await db.select().from(l).where(eq(l.id, id)).for('update');
    return row;
  },
};

import type { OverdueLoanQuery, OverdueScheduleQuery } from '@lc/shared';
import { type SQL, and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ScopeFilter } from '../../core/data-scope';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import { loanSubject } from '../bill/bill.reads';
import { fiveLevelOf, loanStanding, pickStanding } from './overdue-standing.repository';
import { SCOPE, keywordPart, loanId } from './repayment.repository';
import {
  businessCalendar as cal,
  overdueRunDays as runDays,
  repaymentLoans as l,
  repaymentTerms as rt,
  repaymentSchedules as s,
} from './repayment.table';

/** drizzle's execute answers `{ rows }` on node-postgres and PGlite alike. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** One text parameter cast to an array: a batch of a few thousand ids is one bind value, not thousands. */
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

export type CalendarRow = { businessDate: string; overdueThrough: string };
export type BatchResult = { loans: number; instalments: number; penalty: string };

/** The business calendar (one row) and the overdue run's batches (decision 0035). */
export const overdueRepository = {
  calendar: {
    async read(db: Executor): Promise<CalendarRow | undefined> {
      const [row] = await db.select({ businessDate: cal.businessDate, overdueThrough: cal.overdueThrough }).from(cal);
      return row;
    },
    /** The first read of a new database: the business date starts at `day`, with nothing to catch up. */
    start: (db: Executor, day: string) =>
      db.insert(cal).values({ id: 1, businessDate: day, overdueThrough: day }).onConflictDoNothing({ target: cal.id }),
    /** Moves the date on, never back. */
    moveTo: (db: Executor, day: string) =>
      db
        .update(cal)
        .set({ businessDate: day, updatedAt: new Date() })
        .where(sql`${cal.businessDate} < ${day}::date`),
    /** The demo seed's back-dating: the run will catch up every day after `day`. */
    rewindRunTo: (db: Executor, day: string) => db.update(cal).set({ overdueThrough: day }),
    /** Day `day` is finished: only when it is the next one (two runs at once finish it once). */
    async finish(db: Executor, day: string, previous: string) {
      const done = await db
        .update(cal)
        .set({ overdueThrough: day, updatedAt: new Date() })
        .where(sql`${cal.overdueThrough} = ${previous}::date and ${cal.businessDate} >= ${day}::date`)
        .returning({ day: cal.overdueThrough });
      return done.length > 0;
    },
  },

  /**
   * The next loans the run must process for `day`, locked (`FOR UPDATE`, in id order, so a
   * repayment holding one makes the run wait, never deadlock): not settled, not yet run for the
   * day, with an instalment unpaid after its due day. The repeated `loan_id > afterId` lets the
   * planner's merge join start the instalment index at the batch, not at its beginning each time
   * (a batch at the millionth loan took 2.4 s without it, 3 ms with it).
   */
  async lockBatch(tx: Executor, day: string, afterId: number, size: number) {
    const rows = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
        select ${l.id} as id from ${l}
         where ${l.id} > ${afterId} and ${l.status} <> 3
           and (${l.accruedThrough} is null or ${l.accruedThrough} < ${day}::date)
           and exists (select 1 from ${s} where ${s.loanId} = ${l.id} and ${s.loanId} > ${afterId}
                        and ${s.status} <> 2 and ${s.reFundTime} < ${day}::date)
         order by ${l.id}
         limit ${size}
         for update of ${l}`),
    );
    return rows.map((r) => Number(r.id));
  },

  /**
   * One business day for locked loans, in one statement: each overdue instalment marked 4 and
   * charged the day's penalty (its unpaid principal and interest × the daily rate, half up to the fen: round()
   * on a positive numeric); each loan's days past due from its oldest overdue due day, the class
   * that suggests, status overdue, and the day recorded so it is never run twice.
   */
  async accrueBatch(tx: Executor, ids: number[], day: string, dailyRate: string): Promise<BatchResult> {
    // Days not yet charged: from the day after the due day, or after the last day the run charged
    // this loan; one on a nightly run, every day since the due day for a loan the run never saw
    // (decision 0066: penalty days equal days overdue).
    const uncharged = sql`(${day}::date - greatest(${s.reFundTime}, coalesce(${l.accruedThrough}, ${s.reFundTime})))`;
    // On the overdue principal and interest (decision 0073: the market's practice), not on fees or penalty.
    // At the loan's own contractual rate (its terms keep it, decision 0073); the setting for loans from before.
    const rate = sql`coalesce(${rt.penaltyDailyRate}, ${dailyRate}::numeric)`;
    const added = sql`round((${s.principal} - ${s.paidPrincipal} + ${s.interest} - ${s.paidInterest}) * ${rate}, 2) * ${uncharged}`;
    const dpd = sql`(${day}::date - o.oldest)`;
    const [row] = rowsOf<{ loans: string | number; instalments: string | number; penalty: string }>(
      await tx.execute(sql`
        with charged as (
          update ${s} set penalty = ${s.penalty} + ${added}, status = 4
            from ${l} left join ${rt} on ${rt.grantId} = ${l.grantId}
           where ${s.loanId} = any(${idArray(ids)}) and ${l.id} = ${s.loanId} and ${s.status} <> 2 and ${s.reFundTime} < ${day}::date
          returning ${s.loanId} as loan_id, ${s.reFundTime} as due, ${added} as added
        ), o as (
          select loan_id, min(due) as oldest, count(*) as n, sum(added) as added from charged group by loan_id
        ), moved as (
          update ${l} set days_past_due = ${dpd}, suggested_class = ${fiveLevelOf(dpd)}, status = 2,
                 accrued_through = ${day}::date, version = ${l.version} + 1
            from o where ${l.id} = o.loan_id
          returning ${l.id}
        )
        select (select count(*) from moved) as loans, coalesce(sum(n), 0) as instalments,
               coalesce(sum(added), 0)::numeric(18,2)::text as penalty from o`),
    );
    return { loans: Number(row!.loans), instalments: Number(row!.instalments), penalty: row!.penalty };
  },

  /** What a finished day did; a second run of the same day keeps the first record. */
  recordDay: (db: Executor, values: typeof runDays.$inferInsert) =>
    db.insert(runDays).values(values).onConflictDoNothing({ target: runDays.businessDate }),
};

const b = loanSubject.table;
const bill = loanSubject.columns;
const owed = (total: SQL, paid: SQL) => sql<string>`(${total} - ${paid})::numeric(18,2)::text`;
const overdueOf = (today: string) => sql`${s.status} <> 2 and ${s.reFundTime} < ${today}::date`;
const sumOverdue = (today: string, what: SQL) =>
  sql<string>`(select coalesce(sum(${what}), 0) from ${s} where ${s.loanId} = ${loanId} and ${overdueOf(today)})::numeric(18,2)::text`;

const standing = (today: string) => loanStanding(loanId, sql`${l.status}`, today);

/** overdueRecordList's WHERE: loans overdue on `today`, in scope, by keyword and suggested class. */
export const overdueLoanWhere = (scope: ScopeFilter, q: Pick<OverdueLoanQuery, 'keyword' | 'suggestedClass'>, today: string) =>
  and(
    standing(today).overdue,
    scopeCondition(scope, SCOPE),
    keywordPart(q.keyword),
    q.suggestedClass === undefined ? undefined : eq(standing(today).suggestedClass, q.suggestedClass),
  );

/** overdueScheduleList's WHERE: instalments unpaid after their due day, in scope. */
export const overdueScheduleWhere = (
  scope: ScopeFilter,
  q: Pick<OverdueScheduleQuery, 'keyword' | 'loanId' | 'dueFrom' | 'dueTo'>,
  today: string,
) =>
  and(
    overdueOf(today),
    scopeCondition(scope, SCOPE),
    keywordPart(q.keyword),
    q.loanId === undefined ? undefined : eq(s.loanId, q.loanId),
    q.dueFrom ? gte(s.reFundTime, q.dueFrom) : undefined,
    q.dueTo ? lte(s.reFundTime, q.dueTo) : undefined,
  );

/** The overdue pages' lists as of `today` (db/paged-list.ts). */
export const overdueLists = {
  /** The overdue loans, longest past due first. */
  loansOn: (today: string) =>
    listSource({
      rows: (db) =>
        db
          .select({
            id: l.id,
            billNo: bill.billNo,
            billStage: bill.stage,
            customerName: bill.customerName,
            principal: l.principal,
            outstanding: sql<string>`(${l.principal} - (select coalesce(sum(${s.paidPrincipal}), 0) from ${s} where ${s.loanId} = ${loanId}))::numeric(18,2)::text`,
            overduePeriods: sql<number>`(select count(*) from ${s} where ${s.loanId} = ${loanId} and ${overdueOf(today)})`.mapWith(Number),
            overduePrincipal: sumOverdue(today, sql`${s.principal} - ${s.paidPrincipal}`),
            overdueInterest: sumOverdue(today, sql`${s.interest} - ${s.paidInterest}`),
            penalty: sql<string>`(select coalesce(sum(${s.penalty} - ${s.paidPenalty}), 0) from ${s} where ${s.loanId} = ${loanId})::numeric(18,2)::text`,
            oldestDueDate: sql<string>`coalesce((select min(${s.reFundTime}) from ${s} where ${s.loanId} = ${loanId} and ${overdueOf(today)}), ${l.accruedThrough})::text`,
            ...pickStanding(standing(today)),
          })
          .from(l)
          .innerJoin(b, loanSubject.on(l.billId))
          .$dynamic(),
      order: [desc(standing(today).daysPastDue), desc(l.id)],
      counted: { from: l, joins: [{ table: b, on: loanSubject.on(l.billId) }] },
    }),
  /** The overdue instalments, earliest due first. */
  schedulesOn: (today: string) =>
    listSource({
      rows: (db) =>
        db
          .select({
            id: s.id,
            loanId: s.loanId,
            billNo: bill.billNo,
            billStage: bill.stage,
            customerName: bill.customerName,
            period: s.period,
            reFundTime: s.reFundTime,
            principal: owed(sql`${s.principal}`, sql`${s.paidPrincipal}`),
            interest: owed(sql`${s.interest}`, sql`${s.paidInterest}`),
            penalty: owed(sql`${s.penalty}`, sql`${s.paidPenalty}`),
            fee: owed(sql`${s.fee}`, sql`${s.paidFee}`),
            daysOverdue: sql<number>`(${today}::date - ${s.reFundTime})`.mapWith(Number),
            status: sql<number>`4`.mapWith(Number),
          })
          .from(s)
          .innerJoin(l, eq(l.id, s.loanId))
          .innerJoin(b, loanSubject.on(l.billId))
          .$dynamic(),
      order: [asc(s.reFundTime), asc(s.loanId), asc(s.period)],
      counted: {
        from: s,
        joins: [
          { table: l, on: eq(l.id, s.loanId) },
          { table: b, on: loanSubject.on(l.billId) },
        ],
      },
    }),
};

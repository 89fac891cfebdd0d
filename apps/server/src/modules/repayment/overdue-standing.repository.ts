import { FIVE_LEVEL_MAX_DAYS } from '@lc/shared';
import { type SQL, sql } from 'drizzle-orm';
import { repaymentLoans as l, repaymentSchedules as s } from './repayment.table';

/*
 * A loan's standing on a business date, figured in one place (decisions 0035, 0066): every screen
 * that shows days past due, overdue status or the suggested five-level class reads these, so the
 * overdue lists, the repayment lists and the five-level page never disagree about a loan, whether
 * or not the overdue run has reached the date yet.
 */

/** The SQL of suggestFiveLevel (shared), from the same bounds: the run stores it, the lists derive it. */
export const fiveLevelOf = (days: SQL) =>
  sql.join(
    [
      sql`case`,
      ...FIVE_LEVEL_MAX_DAYS.map((max, k) => sql`when ${days} <= ${sql.raw(String(max))} then ${sql.raw(String(k + 1))}`),
      sql`else ${sql.raw(String(FIVE_LEVEL_MAX_DAYS.length + 1))} end`,
    ],
    sql` `,
  );

/** Instalments of `loan` unpaid after their due day on `today`. */
const overdueOf = (loan: SQL, today: string) => sql`${s.loanId} = ${loan} and ${s.status} <> 2 and ${s.reFundTime} < ${today}::date`;

/** today − the oldest overdue due day of the loans `which` selects (0 when none is overdue). */
const daysPastDueOf = (which: SQL, today: string) =>
  sql`coalesce((select ${today}::date - min(${s.reFundTime}) from ${s} where ${which} and ${s.status} <> 2 and ${s.reFundTime} < ${today}::date), 0)`;

/**
 * One loan's standing; `loan` is the outer query's loan id (qualified by its table) and `status`
 * its stored status: a settled loan (3) stays settled, with nothing past due.
 */
export function loanStanding(loan: SQL, status: SQL, today: string) {
  const days = sql`(case when ${status} = 3 then 0 else ${daysPastDueOf(sql`${s.loanId} = ${loan}`, today)} end)`;
  return {
    daysPastDue: sql<number>`${days}`.mapWith(Number),
    suggestedClass: sql<number>`${fiveLevelOf(days)}`.mapWith(Number),
    status:
      sql<number>`(case when ${status} = 3 then 3 when exists (select 1 from ${s} where ${overdueOf(loan, today)}) then 2 else 1 end)`.mapWith(
        Number,
      ),
    /** A WHERE part: the loan is overdue on `today`. */
    overdue: sql`(${status} <> 3 and exists (select 1 from ${s} where ${overdueOf(loan, today)}))`,
  };
}

/**
 * A bill's loans (its draws) taken together, for modules that keep records per bill (five-level):
 * the principal drawn, what is left of it, and the standing of the latest of them.
 */
export function billStanding(bill: SQL, today: string) {
  const allOfBill = sql`(select ${l.id} from ${l} where ${l.billId} = ${bill})`;
  const ofBill = sql`(select ${l.id} from ${l} where ${l.billId} = ${bill} and ${l.status} <> 3)`;
  const days = sql`${daysPastDueOf(sql`${s.loanId} in ${ofBill}`, today)}`;
  return {
    loanPrincipal: sql<string | null>`(select sum(${l.principal})::numeric(18,2)::text from ${l} where ${l.billId} = ${bill})`,
    outstanding: sql<
      string | null
    >`(select (sum(${l.principal}) - (select coalesce(sum(${s.paidPrincipal}), 0) from ${s} where ${s.loanId} in ${allOfBill}))::numeric(18,2)::text from ${l} where ${l.billId} = ${bill})`,
    daysPastDue: sql<number>`${days}`.mapWith(Number),
    suggestedClass: sql<number>`${fiveLevelOf(days)}`.mapWith(Number),
  };
}

/** The columns a loan list shows of a standing. */
export const pickStanding = ({ daysPastDue, suggestedClass, status }: ReturnType<typeof loanStanding>) => ({
  daysPastDue,
  suggestedClass,
  status,
});

import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { repaymentLoans as l, repaymentSchedules as s } from './repayment.table';

/**
 * The repayment module's read surface for the loan book (borrow, decision 0061): what a grant's
 * plan says, so that the loan book shows the plan's figures rather than figuring its own. Only
 * repositories use it. Null when the grant has no plan yet.
 */
export const repaymentPlanOf = {
  /** The plan's last due day: the loan's due day, moved by approved extensions. */
  lastDueDate: (grantId: PgColumn | SQL): SQL<string | null> =>
    sql`(select max(${s.reFundTime})::text from ${s} join ${l} on ${l.id} = ${s.loanId} where ${l.grantId} = ${grantId})`,
  /** Principal not yet repaid: the loan's principal (moved by approved adjustments) less what was repaid. */
  outstanding: (grantId: PgColumn | SQL): SQL<string | null> =>
    sql`(select (${l.principal} - coalesce((select sum(${s.paidPrincipal}) from ${s} where ${s.loanId} = ${l.id}), 0))::numeric(18,2)::text from ${l} where ${l.grantId} = ${grantId})`,
  /** Interest of the plan not yet paid. */
  unpaidInterest: (grantId: PgColumn | SQL): SQL<string | null> =>
    sql`(select sum(${s.interest} - ${s.paidInterest})::numeric(18,2)::text from ${s} join ${l} on ${l.id} = ${s.loanId} where ${l.grantId} = ${grantId})`,
};

import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { repaymentLoans as l } from './repayment.table';

/**
 * What other modules' repositories read of loans in repayment (read-only), as grant's
 * `grantLoanSubject` does for grants: never the repayment tables themselves.
 */
export const repaymentLoanSubject = {
  /** The grant's loan is settled (status 3): nothing left to push, repay or collect (decision 0065). */
  settled: (grantId: PgColumn) => sql`exists (select 1 from ${l} where ${l.grantId} = ${grantId} and ${l.status} = 3)`,
};

import type { StatusCode } from '../dictionaries/status-lists';

/**
 * A loan account (借款台账) is a grant whose money reached the borrower: at least one draw
 * succeeded. Its status is the grant's, 4 partly granted or 5 finished (STATUS_LISTS.grant).
 */
export const LOAN_ACCOUNT_STATUSES = [4, 5] as const satisfies readonly StatusCode<'grant'>[];

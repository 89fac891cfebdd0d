/**
 * A loan in repayment (decision 0031): what STATUS_LISTS.repaymentLoan shows. Overdue is read
 * against the business date (an instalment unpaid after its due day) and stored by the nightly
 * overdue run (decision 0035).
 */
export const REPAYMENT_LOAN_STATUS = { repaying: 1, overdue: 2, settled: 3 } as const;
/** An instalment (STATUS_LISTS.repaymentPeriod): 4 is read against the business date, and stored by the overdue run. */
export const REPAYMENT_PERIOD_STATUS = { unpaid: 1, paid: 2, partlyPaid: 3, overdue: 4 } as const;
/** A repayment application (STATUS_LISTS.repaymentApplication, decision 0041): posted only by finance's approval. */
export const REPAYMENT_APPLICATION_STATUS = { pending: 1, posted: 2, rejected: 3 } as const;

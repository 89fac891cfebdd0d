/** The repayment module's read surface for a loan's standing on the business date (decision 0066), see overdue-standing.repository.ts. */
export { billStanding, loanStanding } from './overdue-standing.repository';

// The repayment module's read surface (decision 0075): a loan's standing on the business date
// (decision 0066), the loans batches move, and what a grant's plan says. Only repositories import it.
export { billStanding, loanStanding } from './overdue-standing.repository';
export { repaymentLoanSubject } from './repayment-loans.repository';
export { repaymentPlanOf } from './repayment-plans.repository';

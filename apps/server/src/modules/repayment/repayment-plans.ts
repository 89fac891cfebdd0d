/** The repayment module's read surface for the loan book (borrow): what a grant's plan says, see repayment-plans.repository.ts. */
export { repaymentPlanOf } from './repayment-plans.repository';

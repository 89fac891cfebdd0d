/** The repayment module's read surface for other repositories (batch): see repayment-loans.repository.ts. */
export { repaymentLoanSubject } from './repayment-loans.repository';

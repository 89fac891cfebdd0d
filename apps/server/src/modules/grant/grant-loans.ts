/** The grant module's read surface for the loan book (borrow): see grant-loans.repository.ts. */
export { grantLoanSubject } from './grant-loans.repository';

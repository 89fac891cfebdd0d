/** The grant module's read surface for the loan book (borrow): loans and paid draws, see grant-loans.repository.ts. */
export { grantLoanSubject, grantPaidDrawSubject } from './grant-loans.repository';

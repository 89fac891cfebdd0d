// The grant module's read surface (decision 0075): loans and paid draws, for the loan book, batches
// and loan vouchers. Only repositories import it.
export { grantLoanSubject, grantPaidDrawSubject } from './grant-loans.repository';

// The bill module's read surface (decision 0075): what other modules' repositories may join and
// filter of the loans. Only repositories import it; everything else goes through the bill service.
export { loanSubject, type LoanFacts } from './bill-loans.repository';

// The ledger's read surface (decision 0075): the lines of named postings (grant draws) and the entry
// bills (the loan book, payment records). Only repositories import it; postings go through the ledger service.
export { ledgerLineSubject } from './ledger.repository';
export { ledgerEntrySubject } from './ledger-entries.repository';

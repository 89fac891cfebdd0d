/** The ledger's read surface for entry bills (borrow): see ledger-entries.repository.ts. */
export { ledgerEntrySubject } from './ledger-entries.repository';

import { followBorrowerOwner } from '../../db/follow-bill-owner';
import { borrowers } from './borrower.table';

/** A borrower moves with their bills to the new salesperson (order transfer), unless the old one keeps a bill of theirs. */
export const borrowerOwnerFollowers = [followBorrowerOwner('borrowers', borrowers, borrowers.id)];

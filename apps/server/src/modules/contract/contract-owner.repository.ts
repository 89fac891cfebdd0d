import { followBillOwner } from '../../db/follow-bill-owner';
import { contracts } from './contract.table';

/** Contracts copy their bill's scope columns: they move with the bill. */
export const contractOwnerFollowers = [followBillOwner('contracts', contracts)];

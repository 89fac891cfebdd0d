import { followBillOwner } from '../../db/follow-bill-owner';
import { grants } from './grant.table';

/** Disbursements copy their bill's scope columns (and the loan book reads them): they move with the bill. */
export const grantOwnerFollowers = [followBillOwner('grants', grants)];

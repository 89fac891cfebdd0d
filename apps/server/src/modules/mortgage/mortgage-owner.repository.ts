import { followBillOwner } from '../../db/follow-bill-owner';
import { mortgageReleases, mortgageRequests } from './mortgage-flow.table';

/** Mortgage and release requests copy their bill's scope columns: they move with the bill. */
export const mortgageOwnerFollowers = [
  followBillOwner('mortgage_requests', mortgageRequests),
  followBillOwner('mortgage_releases', mortgageReleases),
];

import { followBillOwner } from '../../db/follow-bill-owner';
import { archiveTransfers } from './archive-transfer.table';
import { archiveItems } from './archive.table';

/** Archive items and transfers copy their bill's scope columns: they move with the bill. */
export const archiveOwnerFollowers = [
  followBillOwner('archive_items', archiveItems),
  followBillOwner('archive_transfers', archiveTransfers),
];

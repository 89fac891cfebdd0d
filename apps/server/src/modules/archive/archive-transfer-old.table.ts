import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { transferColumns, transferIndexes, transferItemColumns, transferItemKeys } from './archive-transfer.table';

/**
 * Archive transfers, old flow (/archiveTransferManage; decision 0055): their own table, since the
 * old status codes (STATUS_LISTS.archiveTransferOld: -2, 3–9) overlap the new flow's with other
 * meanings. Risk then archive approval run on the workflow engine (process archive_transfer_old).
 * The scope columns are the bill's.
 */
export const archiveTransfersOld = pgTable(
  'archive_transfers_old',
  {
    ...transferColumns(),
    remark: text('remark'),
    pulledAt: timestamp('pulled_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => transferIndexes('archive_transfers_old', t),
);

/** The documents an old-flow transfer takes (all handed out and returned together). */
export const archiveTransferOldItems = pgTable(
  'archive_transfer_old_items',
  transferItemColumns(() => archiveTransfersOld.id),
  (t) => transferItemKeys('archive_transfer_old_items', t),
);

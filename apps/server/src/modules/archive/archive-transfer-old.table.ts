import { bigint, bigserial, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';
import { archiveItems } from './archive.table';

/**
 * Archive transfers, old flow (/archiveTransferManage; decision 0055): their own table, since the
 * old status codes (STATUS_LISTS.archiveTransferOld: -2, 3–9) overlap the new flow's with other
 * meanings. Risk then archive approval run on the workflow engine (process archive_transfer_old).
 * The scope columns are the bill's.
 */
export const archiveTransfersOld = pgTable(
  'archive_transfers_old',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    reason: text('reason').notNull(),
    remark: text('remark'),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    applicantName: text('applicant_name').notNull(),
    ownerId: integer('owner_id').notNull(),
    areaCode: text('area_code').notNull(),
    departmentCode: text('department_code'),
    groupId: integer('group_id'),
    version: integer('version').notNull().default(0),
    pulledAt: timestamp('pulled_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('archive_transfers_old_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('archive_transfers_old_area_idx').on(t.areaCode, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The documents an old-flow transfer takes (all handed out and returned together). */
export const archiveTransferOldItems = pgTable(
  'archive_transfer_old_items',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => archiveTransfersOld.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => archiveItems.id),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.itemId] }), index('archive_transfer_old_items_item_idx').on(t.itemId)],
);

import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';
import { archiveItems } from './archive.table';

/** What a transfer of either flow keeps (the old flow's table is archive-transfer-old.table.ts): the request, its status and the scope columns. */
export const transferColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  billId: bigint('bill_id', { mode: 'number' })
    .notNull()
    .references(() => bills.id),
  reason: text('reason').notNull(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

type Indexed = Record<'id' | 'status' | 'areaCode' | 'createdAt', ExtraConfigColumn>;
/** A transfer table's list orders: by status and by area, newest first. */
export const transferIndexes = (table: string, t: Indexed) => [
  index(`${table}_status_idx`).on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index(`${table}_area_idx`).on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
];

/** A transfer's documents: which transfer takes which archive item. */
export const transferItemColumns = (transferId: () => AnyPgColumn) => ({
  transferId: bigint('transfer_id', { mode: 'number' }).notNull().references(transferId),
  itemId: bigint('item_id', { mode: 'number' })
    .notNull()
    .references(() => archiveItems.id),
});
/** Its key, and the index that finds an item's transfers. */
export const transferItemKeys = (table: string, t: Record<'transferId' | 'itemId', ExtraConfigColumn>) => [
  primaryKey({ columns: [t.transferId, t.itemId] }),
  index(`${table}_item_idx`).on(t.itemId),
];

/**
 * Archive transfers, new flow (/getArchivesManage): documents of one bill taken out of the archive
 * and brought back. Status codes are spec 000 §4's (STATUS_LISTS.archiveTransferNew); approval
 * runs on the workflow engine. The scope columns are the applicant's.
 */
export const archiveTransfers = pgTable(
  'archive_transfers',
  {
    ...transferColumns(),
    /** An extension of the return date in approval (statuses 8, 9): the date asked for and why. */
    extensionDate: date('extension_date', { mode: 'string' }),
    extensionReason: text('extension_reason'),
    /**
     * Settlement while the documents were out (decision 0057): when the loan was settled and the
     * status the transfer was in then (10 waits on a confirmation; a refusal goes back to it). Set once.
     */
    settlementAskedAt: timestamp('settlement_asked_at', { withTimezone: true }),
    settlementFrom: smallint('settlement_from'),
  },
  (t) => transferIndexes('archive_transfers', t),
);

/** The documents a transfer takes; returned one by one (partial return is status 3). */
export const archiveTransferItems = pgTable(
  'archive_transfer_items',
  {
    ...transferItemColumns(() => archiveTransfers.id),
    pulledAt: timestamp('pulled_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => transferItemKeys('archive_transfer_items', t),
);

/**
 * Edit and audit locks (spec 000 §7): one row per transfer and kind. Taking one is a single
 * upsert that only wins over a row that is the taker's own or has expired, so of concurrent
 * takers exactly one holds it.
 */
export const archiveTransferLocks = pgTable(
  'archive_transfer_locks',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => archiveTransfers.id),
    kind: text('kind').notNull(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => users.id),
    holderName: text('holder_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.kind] })],
);

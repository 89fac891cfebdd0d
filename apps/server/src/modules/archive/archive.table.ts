import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';

/**
 * One document of a bill kept by the archive (/archiveManage), with its stock status (spec 000 §4:
 * 0 deleted, 1 not in stock, 2 in stock, 3 out, 4 permanently out). The scope columns are the
 * bill's, so its salesperson's managers and the area's custodians see it.
 */
export const archiveItems = pgTable(
  'archive_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    docType: smallint('doc_type').notNull(),
    name: text('name').notNull(),
    remark: text('remark'),
    /** How many sheets or copies the document is (edited on /archiveManage/edit, each change a ledger line). */
    copies: smallint('copies').notNull().default(1),
    status: smallint('status').notNull(),
    ownerId: integer('owner_id').notNull(),
    areaCode: text('area_code').notNull(),
    departmentCode: text('department_code'),
    groupId: integer('group_id'),
    version: integer('version').notNull().default(0),
    /** When the bill's loan was settled and the document queued to go back to the borrower (decision 0048). */
    returnQueuedAt: timestamp('return_queued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('archive_items_bill_idx').on(t.billId),
    index('archive_items_status_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('archive_items_area_idx').on(t.areaCode, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list's own order, for a scope the other indexes cannot serve alone (an area or the owner: an OR).
    index('archive_items_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * The stock ledger: one line per movement of a document, never updated or deleted (the repository
 * has no such query). A movement by a transfer names it.
 */
export const archiveLedger = pgTable(
  'archive_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => archiveItems.id),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    reason: text('reason'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('archive_ledger_item_idx').on(t.itemId, t.id),
    index('archive_ledger_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** /systemSetting/transferArchiveRole: the staff who may approve archive transfers. */
export const archiveTransferApprovers = pgTable('archive_transfer_approvers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  addedBy: integer('added_by'),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** /getArchivesManage/blacklist: staff who may not take files out; their transfer requests are refused. */
export const archiveTransferBlacklist = pgTable('archive_transfer_blacklist', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  reason: text('reason').notNull(),
  addedBy: integer('added_by').notNull(),
  addedByName: text('added_by_name').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

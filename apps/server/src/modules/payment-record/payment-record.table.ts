import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { creatorColumns, money, twoLevelApprovalColumns, versionedTimestamps } from '../../db/columns';
import { bills } from '../bill/bill.table';

/**
 * Payment records (/paymentRecordManage, issue 18 item 5): money paid or owed for a bill. No scope
 * columns of their own: a record is in the scope of its bill (joined at read time), so when a bill
 * changes owner its records follow at once (decision 0040). Status: STATUS_LISTS.paymentApproval;
 * a pending record waits for approval level 1, then 2.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    payee: text('payee').notNull(),
    amount: money('amount').notNull(),
    kind: smallint('kind').notNull(),
    /** Agency business (the bill came through a channel) or a direct client's: copied from the bill when recorded. */
    agency: boolean('agency').notNull(),
    status: smallint('status').notNull().default(0),
    level: smallint('level'),
    remark: text('remark'),
    idempotencyKey: text('idempotency_key').notNull(),
    ...creatorColumns(),
    ...twoLevelApprovalColumns(),
    /** The ledger entry its passing posted (decision 0046): set in the level-2 approval's transaction. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('payment_records_key').on(t.createdBy, t.idempotencyKey),
    index('payment_records_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payment_records_bill_idx').on(t.billId),
    index('payment_records_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    check('payment_records_amount_positive', sql`${t.amount} > 0`),
    check('payment_records_posted_when_passed', sql`${t.ledgerEntryId} is null or ${t.status} = 2`),
  ],
);

/** A record's voucher images (the upload module's encrypted images); an image is one voucher. */
export const paymentRecordVouchers = pgTable(
  'payment_record_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => paymentRecords.id),
    imageId: text('image_id').notNull(),
  },
  (t) => [uniqueIndex('payment_record_vouchers_image_key').on(t.imageId), index('payment_record_vouchers_record_idx').on(t.recordId)],
);

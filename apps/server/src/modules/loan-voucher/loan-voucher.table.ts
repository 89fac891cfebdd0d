import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { twoLevelApprovalColumns } from '../../db/columns';
import { grantDraws } from '../grant/grant.table';
import { users } from '../identity/org.table';

/**
 * Loan vouchers (/paymentRecordManage loanVoucherApproveList, decision 0046): the bank's slip proving
 * that a succeeded draw (decision 0028) reached the borrower, audited in two levels by two people.
 * One row per draw, made by its first upload: a paid draw without a row is "not uploaded" (0). No
 * scope columns: a voucher is in the scope of its draw's grant (joined at read time). Status:
 * STATUS_LISTS.paymentApproval; `level` is the level a pending voucher waits for, or the level
 * that passed or rejected it.
 */
export const loanVouchers = pgTable(
  'loan_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => grantDraws.id),
    status: smallint('status').notNull(),
    level: smallint('level'),
    /** Each upload starts a round; the images keep the round they were sent in. */
    round: integer('round').notNull().default(1),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    ...twoLevelApprovalColumns(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_vouchers_draw_key').on(t.drawId),
    index('loan_vouchers_status_idx').on(t.status, t.level),
    check('loan_vouchers_status_known', sql`${t.status} in (2, 3, 4)`),
    check('loan_vouchers_level_known', sql`${t.level} is null or ${t.level} in (1, 2)`),
  ],
);

/** A voucher's images (the upload module's encrypted images); an image is one voucher's only. */
export const loanVoucherImages = pgTable(
  'loan_voucher_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voucherId: bigint('voucher_id', { mode: 'number' })
      .notNull()
      .references(() => loanVouchers.id),
    imageId: text('image_id').notNull(),
    round: integer('round').notNull(),
  },
  (t) => [uniqueIndex('loan_voucher_images_image_key').on(t.imageId), index('loan_voucher_images_voucher_idx').on(t.voucherId)],
);

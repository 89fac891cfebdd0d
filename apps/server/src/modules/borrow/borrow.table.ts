import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { copiedScopeColumns, creatorColumns, deciderColumns, money, versionedTimestamps } from '../../db/columns';
import { grants } from '../grant/grant.table';
import { ledgerEntries } from '../ledger/ledger.table';

/**
 * Payment confirmations (paymentConfirm, paymentConfirmSalesman): a payment the salesperson
 * reports on a loan account, with vouchers; finance confirms (2) or rejects (4) it
 * (STATUS_LISTS.paymentApproval). A confirmed one names its ledger entry. Scope columns copy the
 * grant's (the bill's).
 */
export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grants.id),
    billId: bigint('bill_id', { mode: 'number' }).notNull(),
    fundingParty: text('funding_party').notNull(),
    amount: money('amount').notNull(),
    payType: smallint('pay_type').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(3),
    idempotencyKey: text('idempotency_key').notNull(),
    ...creatorColumns(),
    ...deciderColumns(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    ...copiedScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('payment_confirmations_key').on(t.createdBy, t.idempotencyKey),
    index('payment_confirmations_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payment_confirmations_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
    index('payment_confirmations_grant_idx').on(t.grantId),
    check('payment_confirmations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A confirmation's voucher images (the upload module's encrypted images); an image is one voucher. */
export const paymentVouchers = pgTable(
  'payment_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => paymentConfirmations.id),
    imageId: text('image_id').notNull(),
  },
  (t) => [uniqueIndex('payment_vouchers_image_key').on(t.imageId), index('payment_vouchers_payment_idx').on(t.paymentId)],
);

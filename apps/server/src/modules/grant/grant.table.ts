import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicantColumns, copiedScopeColumns, creatorColumns, money, timestamps, versionedTimestamps } from '../../db/columns';
import { bankCards } from '../bank-card/bank-card.table';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';
import { ledgerEntries } from '../ledger/ledger.table';

/**
 * Grant requests (/billGrantManage, spec 000 §4 grant statuses). The approval runs on
 * the workflow engine (process grant); `status` mirrors it, then finance's draws move it to 4 / 5.
 * A bill may have several (tranches); the open ones never ask for more than its amount together.
 * `drawnAmount` is what the draws hold (all but failed and cancelled): the CHECK keeps it within
 * `amount` whatever the concurrency; `succeededAmount` is what reached the borrower. Scope
 * columns copy the bill's.
 */
export const grants = pgTable(
  'grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => bankCards.id),
    fundingParty: text('funding_party').notNull(),
    amount: money('amount').notNull(),
    drawnAmount: money('drawn_amount').notNull().default('0'),
    succeededAmount: money('succeeded_amount').notNull().default('0'),
    /** STATUS_LISTS.grant. */
    status: smallint('status').notNull().default(1),
    ...applicantColumns(),
    ...copiedScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    index('grants_bill_idx').on(t.billId),
    index('grants_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('grants_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('grants_drawn_within_amount', sql`${t.drawnAmount} >= 0 and ${t.drawnAmount} <= ${t.amount}`),
    check('grants_succeeded_within_drawn', sql`${t.succeededAmount} >= 0 and ${t.succeededAmount} <= ${t.drawnAmount}`),
  ],
);

/** Finance's draws on a grant (spec 000 §4 draw-cash statuses); a succeeded one names its ledger entry. */
export const grantDraws = pgTable(
  'grant_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grants.id),
    amount: money('amount').notNull(),
    /** STATUS_LISTS.drawCash. */
    status: smallint('status').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    channelRef: text('channel_ref'),
    /** Why the channel refused (a message key). */
    failureKey: text('failure_key'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    /** A pending draw's payment date (business date, decision 0052); null when it was sent as it was made. */
    payDate: date('pay_date', { mode: 'string' }),
    /** When a pending draw was sent (its day came): the recovery counts a stuck draw from then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...creatorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('grant_draws_key').on(t.createdBy, t.idempotencyKey),
    index('grant_draws_grant_idx').on(t.grantId, t.id),
    check('grant_draws_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The transfers of a draw above the channel's per-transfer limit (decision 0052): each with the
 * firm's reference `LC-DRAW-<draw>-<seq>`, the channel's, its status (1 in progress, 2 succeeded,
 * 3 failed) and the ledger entry a succeeded one posted. A retry adds transfers for the failed part.
 */
export const grantDrawTransfers = pgTable(
  'grant_draw_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => grantDraws.id),
    seq: integer('seq').notNull(),
    amount: money('amount').notNull(),
    status: smallint('status').notNull().default(1),
    reference: text('reference').notNull(),
    channelRef: text('channel_ref'),
    failureKey: text('failure_key'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    /** The idempotency key of the retry that sent it (null: the draw's own transfers). */
    retryKey: text('retry_key'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('grant_draw_transfers_seq').on(t.drawId, t.seq), check('grant_draw_transfers_amount_positive', sql`${t.amount} > 0`)],
);

/** Rejection records (overRuleRecording, overRuleReco): each rejection, its level's status and its reason. */
export const grantRejections = pgTable(
  'grant_rejections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grants.id),
    nodeKey: text('node_key').notNull(),
    status: smallint('status').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grant_rejections_grant_idx').on(t.grantId, t.createdAt.desc().nullsFirst())],
);

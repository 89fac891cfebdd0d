import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { copiedScopeColumns, creatorColumns, money, reviewerColumns } from '../../db/columns';
import { ledgerEntries } from '../ledger/ledger.table';
import { repaymentLoans } from '../repayment/repayment.table';

/** Who the loan belongs to, copied from it (the lists' data scope), with its bill's number and borrower for display. */
const loanCopy = () => ({
  loanId: bigint('loan_id', { mode: 'number' })
    .notNull()
    .references(() => repaymentLoans.id),
  billNo: text('bill_no').notNull(),
  customerName: text('customer_name').notNull(),
  ...copiedScopeColumns(),
});
const recorder = () => ({
  idempotencyKey: text('idempotency_key').notNull(),
  ...creatorColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A withholding (代扣, decision 0047): a debit of the loan's card for one due instalment, through
 * the withholding channel. STATUS_LISTS.withhold: 1 in progress, 2 succeeded (posted, with its
 * ledger entry), 3 failed (the channel's reason), 4 timed out (asked again by the status query).
 * One per (recorder, key); at most one open (1 or 4) per instalment.
 */
export const withholdRequests = pgTable(
  'withhold_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...loanCopy(),
    period: smallint('period').notNull(),
    amount: money('amount').notNull(),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    cardLabel: text('card_label').notNull(),
    status: smallint('status').notNull().default(1),
    attempts: integer('attempts').notNull().default(1),
    channelRef: text('channel_ref'),
    failureKey: text('failure_key'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...recorder(),
  },
  (t) => [
    uniqueIndex('withhold_requests_key').on(t.createdBy, t.idempotencyKey),
    uniqueIndex('withhold_requests_open_key')
      .on(t.loanId, t.period)
      .where(sql`${t.status} in (1, 4)`),
    index('withhold_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('withhold_requests_status_idx').on(t.status, t.id.desc().nullsFirst()),
    index('withhold_requests_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst()),
    // Succeeded is exactly "posted": never one without the other.
    check('withhold_requests_posted_entry', sql`(${t.status} = 2) = (${t.ledgerEntryId} is not null)`),
  ],
);

/** Each call to the channel for a request (the first, each retry): its reference, its answer and the day it was made. */
export const withholdAttempts = pgTable(
  'withhold_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => withholdRequests.id),
    amount: money('amount').notNull(),
    /** What the instalment owed when the debit was posted (decision 0065): above it is an over-collection. Null before posting. */
    owedAmount: money('owed_amount'),
    status: smallint('status').notNull(),
    channelRef: text('channel_ref').notNull(),
    failureKey: text('failure_key'),
    /** The Shanghai day the debit was asked for: the channel's statement day, for reconciliation. */
    channelDay: date('channel_day').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withhold_attempts_ref_key').on(t.channelRef),
    index('withhold_attempts_request_idx').on(t.requestId, t.id),
    index('withhold_attempts_day_idx').on(t.channelDay, t.status),
  ],
);

/** A reconciliation run: one day's channel statement against what was posted, and the mismatches found. */
export const withholdReconciliations = pgTable('withhold_reconciliations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  day: date('day').notNull(),
  channelCount: integer('channel_count').notNull(),
  postedCount: integer('posted_count').notNull(),
  mismatches: jsonb('mismatches')
    .$type<
      {
        kind: string;
        channelRef: string;
        requestId: number | null;
        channelAmount: string | null;
        postedAmount: string | null;
        overAmount?: string;
      }[]
    >()
    .notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A recharge (充值, decision 0047): money a borrower paid in by transfer, recorded against the loan
 * awaiting finance's review (1), then posted like a repayment (2) or rejected (3) with the reason.
 */
export const rechargeRecords = pgTable(
  'recharge_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...loanCopy(),
    amount: money('amount').notNull(),
    payerName: text('payer_name').notNull(),
    transferRef: text('transfer_ref').notNull(),
    paidOn: date('paid_on').notNull(),
    status: smallint('status').notNull().default(1),
    credit: money('credit').notNull().default('0'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    rejectReason: text('reject_reason'),
    ...reviewerColumns(),
    ...recorder(),
  },
  (t) => [
    uniqueIndex('recharge_records_key').on(t.createdBy, t.idempotencyKey),
    index('recharge_records_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('recharge_records_status_idx').on(t.status, t.id.desc().nullsFirst()),
    index('recharge_records_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst()),
    check('recharge_records_posted_entry', sql`(${t.status} = 2) = (${t.ledgerEntryId} is not null)`),
  ],
);

/**
 * The built-in simulated channel's own book of debits (decision 0053): what the channel did, kept
 * apart from our requests and attempts (written in the attempt's transaction: the embedded database
 * has one connection), so its status queries and statements survive a restart and are the
 * same for every server process. A real channel keeps its own; this table is the simulator's only.
 */
export const withholdSimDebits = pgTable(
  'withhold_sim_debits',
  {
    ref: text('ref').primaryKey(),
    day: date('day').notNull(),
    amount: money('amount').notNull(),
    refused: boolean('refused').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withhold_sim_debits_day_idx').on(t.day)],
);

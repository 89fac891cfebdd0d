import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { copiedScopeColumns, creatorColumns, deciderColumns, money } from '../../db/columns';
import { grants } from '../grant/grant.table';
import { ledgerEntries } from '../ledger/ledger.table';

/** What every record of change keeps of its loan account: the grant, its bill and funding party, and the bill's scope columns. */
const loanColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  grantId: bigint('grant_id', { mode: 'number' })
    .notNull()
    .references(() => grants.id),
  billId: bigint('bill_id', { mode: 'number' }).notNull(),
  fundingParty: text('funding_party').notNull(),
  ...creatorColumns(),
  ...copiedScopeColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
/** A second person's decision (STATUS_LISTS.loanChange) and what an approval posted. */
const decisionColumns = () => ({
  status: smallint('status').notNull().default(1),
  idempotencyKey: text('idempotency_key').notNull(),
  ...deciderColumns(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  version: integer('version').notNull().default(0),
});

/** earnestAmountRecord: each deposit received or refunded, posted to 2241 in the same transaction (decision 0043). */
export const loanDeposits = pgTable(
  'loan_deposits',
  {
    ...loanColumns(),
    kind: smallint('kind').notNull(),
    amount: money('amount').notNull(),
    memo: text('memo').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
  },
  (t) => [
    uniqueIndex('loan_deposits_key').on(t.createdBy, t.idempotencyKey),
    index('loan_deposits_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('loan_deposits_grant_idx').on(t.grantId),
    check('loan_deposits_amount_positive', sql`${t.amount} > 0`),
    check('loan_deposits_kind', sql`${t.kind} in (1, 2)`),
  ],
);

/** capitalAndInterestAdjustDetailList: a request to adjust principal or interest, posted only on a second person's approval. */
export const loanAdjustments = pgTable(
  'loan_adjustments',
  {
    ...loanColumns(),
    ...decisionColumns(),
    target: smallint('target').notNull(),
    direction: smallint('direction').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    uniqueIndex('loan_adjustments_key').on(t.createdBy, t.idempotencyKey),
    index('loan_adjustments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('loan_adjustments_grant_idx').on(t.grantId),
    check('loan_adjustments_amount_positive', sql`${t.amount} > 0`),
    // Only an approval posts, and an approved principal adjustment has its posting; interest is on a
    // cash basis and moves only the plan (decision 0061).
    check('loan_adjustments_posted', sql`${t.ledgerEntryId} is null or ${t.status} = 2`),
    check('loan_adjustments_principal_posted', sql`${t.status} <> 2 or ${t.target} <> 1 or ${t.ledgerEntryId} is not null`),
  ],
);

/**
 * borrowTypeLog: a request to change a loan's borrow type, from what to what, by whom and why; the
 * bill's type moves only on a second person's approval (decision 0061). No money moves, so no key:
 * one request per loan awaits at a time.
 */
export const loanTypeChanges = pgTable(
  'loan_type_changes',
  {
    ...loanColumns(),
    fromType: smallint('from_type').notNull(),
    toType: smallint('to_type').notNull(),
    reason: text('reason').notNull(),
    // Rows from before decision 0061 were applied at once: they read as approved (2). A request
    // always writes awaiting (1) itself, so the partial unique index below can be built on old data.
    status: smallint('status').notNull().default(2),
    ...deciderColumns(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('loan_type_changes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('loan_type_changes_bill_idx').on(t.billId),
    uniqueIndex('loan_type_changes_one_open')
      .on(t.grantId)
      .where(sql`${t.status} = 1`),
  ],
);

/** extensionRecords: an extension bill (bill type 1): more days for a fee, once a second person approves. */
export const loanExtensions = pgTable(
  'loan_extensions',
  {
    ...loanColumns(),
    ...decisionColumns(),
    oldDueDate: date('old_due_date', { mode: 'string' }).notNull(),
    newDueDate: date('new_due_date', { mode: 'string' }).notNull(),
    extraDays: integer('extra_days').notNull(),
    fee: money('fee').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    uniqueIndex('loan_extensions_key').on(t.createdBy, t.idempotencyKey),
    // At most one extension of a loan awaits its decision.
    uniqueIndex('loan_extensions_one_open')
      .on(t.grantId)
      .where(sql`${t.status} = 1`),
    index('loan_extensions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('loan_extensions_fee', sql`${t.fee} >= 0`),
    check('loan_extensions_days', sql`${t.extraDays} between 1 and 365`),
  ],
);

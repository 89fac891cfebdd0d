import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, ownerScopeColumns, versionedTimestamps } from '../../db/columns';
import { grants } from '../grant/grant.table';

/**
 * Batches of loans pushed to one funding party (/batchManage/batchBillList, decision 0042).
 * Status: STATUS_LISTS.batchBill. The totals are the database's sums, kept at each move; the
 * scope columns are the creator's (the data scope of loan_ins filters on them).
 */
export const batches = pgTable(
  'batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchNo: text('batch_no').notNull(),
    fundingParty: text('funding_party').notNull(),
    status: smallint('status').notNull().default(0),
    loanCount: integer('loan_count').notNull().default(0),
    principalTotal: money('principal_total').notNull().default('0'),
    withdrawnAmount: money('withdrawn_amount').notNull().default('0'),
    repaidAmount: money('repaid_amount').notNull().default('0'),
    /** The party's reference for the batch, once it has answered a push. */
    partyRef: text('party_ref'),
    createdByName: text('created_by_name').notNull(),
    ...ownerScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('batches_no_key').on(t.batchNo),
    index('batches_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('batches_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('batches_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('batches_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A backstop under the service's checks: never more withdrawn than the batch's principal, nor more repaid than withdrawn.
    check(
      'batches_amounts_check',
      sql`0 <= ${t.repaidAmount} and ${t.repaidAmount} <= ${t.withdrawnAmount} and ${t.withdrawnAmount} <= ${t.principalTotal}`,
    ),
  ],
);

/**
 * A batch's loans (loan accounts: grants that drew money), with the principal as it was put in.
 * `open` is cleared when the batch closes (fully repaid or cancelled); the partial UNIQUE index
 * keeps a loan in at most one open batch, concurrent creations included.
 */
export const batchLoans = pgTable(
  'batch_loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => batches.id),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grants.id),
    principal: money('principal').notNull(),
    open: smallint('open').notNull().default(1),
  },
  (t) => [
    index('batch_loans_batch_idx').on(t.batchId, t.id),
    uniqueIndex('batch_loans_open_grant_key')
      .on(t.grantId)
      .where(sql`${t.open} = 1`),
  ],
);

/** A batch's history: each move, the party's answer, the money it moved; a key makes a retried money move answer the first. */
export const batchMoves = pgTable(
  'batch_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => batches.id),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    outcome: text('outcome'),
    amount: money('amount'),
    partyRef: text('party_ref'),
    idempotencyKey: text('idempotency_key'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_moves_batch_idx').on(t.batchId, t.id), uniqueIndex('batch_moves_key').on(t.batchId, t.idempotencyKey)],
);

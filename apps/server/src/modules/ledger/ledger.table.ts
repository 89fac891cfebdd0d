import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/** The chart of accounts (LEDGER_ACCOUNTS in shared, written by the seed). */
export const ledgerAccounts = pgTable('ledger_accounts', {
  code: text('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** asset, liability, equity, income, expense */
  kind: text('kind').notNull(),
  /** debit or credit: the side the account's balance normally sits on. */
  normalSide: text('normal_side').notNull(),
});

/**
 * One money event. Immutable: no update or delete path exists (a trigger refuses them, migration
 * 0022); a correction is a reversal, which names its original (at most one reversal each).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    /** The loan (bill) and the funding party the event is about, when it is about one. */
    billId: bigint('bill_id', { mode: 'number' }),
    fundingParty: text('funding_party'),
    idempotencyKey: text('idempotency_key').notNull(),
    memo: text('memo'),
    reversalOf: bigint('reversal_of', { mode: 'number' }).references((): AnyPgColumn => ledgerEntries.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('ledger_entries_reversal_of_key').on(t.reversalOf),
    index('ledger_entries_bill_idx').on(t.billId),
  ],
);

/** The lines of an entry: exactly one side each, positive, in fen (numeric(18,2)). */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountCode: text('account_code')
      .notNull()
      .references(() => ledgerAccounts.code),
    debit: numeric('debit', { precision: 18, scale: 2 }).notNull().default('0'),
    credit: numeric('credit', { precision: 18, scale: 2 }).notNull().default('0'),
    billId: bigint('bill_id', { mode: 'number' }),
    fundingParty: text('funding_party'),
  },
  (t) => [
    check('ledger_lines_one_side', sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.credit} > 0 and ${t.debit} = 0)`),
    index('ledger_lines_entry_idx').on(t.entryId),
    index('ledger_lines_bill_idx').on(t.billId, t.entryId),
    index('ledger_lines_funding_party_idx').on(t.fundingParty, t.entryId),
  ],
);

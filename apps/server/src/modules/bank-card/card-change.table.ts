import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicantColumns, copiedScopeColumns, versionedTimestamps } from '../../db/columns';
import { borrowers } from '../borrower/borrower.table';
import { bankCards, banks } from './bank-card.table';

/**
 * Applications to replace a borrower's card (/changeBankCard, spec 000 §4 statuses 1–7). The
 * approval runs on the workflow engine (process card_change); `status` mirrors it, then records
 * how carrying it out went. Scope columns copy the card's. One application per card in progress.
 */
export const cardChangeApplications = pgTable(
  'card_change_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => bankCards.id),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    /** Kept whole (the new card receives grants); only ever sent masked. */
    newCardNo: text('new_card_no').notNull(),
    newBankCode: text('new_bank_code')
      .notNull()
      .references(() => banks.bankCode, { onUpdate: 'cascade' }),
    accountName: text('account_name').notNull(),
    reservedMobile: text('reserved_mobile').notNull(),
    reason: text('reason').notNull(),
    /** STATUS_LISTS.cardChange. */
    status: smallint('status').notNull().default(1),
    ...applicantColumns(),
    ...copiedScopeColumns(),
    /** The card made when the change was carried out; or why it failed (a message key). */
    newCardId: bigint('new_card_id', { mode: 'number' }).references(() => bankCards.id),
    failureKey: text('failure_key'),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('card_change_one_open_key')
      .on(t.cardId)
      .where(sql`status in (1, 2, 4)`),
    index('card_change_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

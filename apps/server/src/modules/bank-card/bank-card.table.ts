import { bigint, bigserial, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerScopeColumns, scopedListIndexes, versionedTimestamps } from '../../db/columns';
import { borrowers } from '../borrower/borrower.table';

/**
 * Banks (/systemSetting/bankList): firm-wide reference data, no owner and no data scope. The
 * code is what BINs and cards refer to; a disabled bank drops out of the BIN lookup.
 */
export const banks = pgTable(
  'banks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bankCode: text('bank_code').notNull().unique('banks_code_key'),
    bankName: text('bank_name').notNull(),
    /** STATUS_LISTS.bank: 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    ...versionedTimestamps(),
  },
  (t) => [index('banks_name_idx').on(t.bankName.op('text_pattern_ops'))],
);

/**
 * Card BINs (/systemSetting/cardBinList): the first 6–10 digits of a card name its bank. A
 * prefix is unique; the lookup takes the longest one a card number starts with.
 */
export const cardBins = pgTable(
  'card_bins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    binPrefix: text('bin_prefix').notNull().unique('card_bins_prefix_key'),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.bankCode, { onUpdate: 'cascade' }),
    /** STATUS_LISTS.cardBinType: 1 debit, 2 credit. */
    cardType: smallint('card_type').notNull(),
    cardLength: smallint('card_length').notNull(),
    ...versionedTimestamps(),
  },
  (t) => [index('card_bins_bank_idx').on(t.bankCode)],
);

/**
 * Borrowers' bank cards (/borrowManage/bankcardList, /lenderManage/bankCardList). The scope
 * columns copy the borrower's, so a card is seen by whoever sees its borrower under the page's
 * permission. The number is kept whole (a grant pays to it) and only ever sent masked; the
 * audited viewer reveals it.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    billId: bigint('bill_id', { mode: 'number' }),
    cardNo: text('card_no').notNull(),
    /** Resolved from the card's BIN when saved. */
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.bankCode, { onUpdate: 'cascade' }),
    accountName: text('account_name').notNull(),
    reservedMobile: text('reserved_mobile').notNull(),
    /** STATUS_LISTS.bankCard: 1 in use, 2 frozen, 0 closed. */
    status: smallint('status').notNull().default(1),
    ...ownerScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [
    // A borrower records a card once.
    uniqueIndex('bank_cards_borrower_card_key').on(t.borrowerId, t.cardNo),
    ...scopedListIndexes('bank_cards', t),
  ],
);

import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { borrowers } from '../borrower/borrower.table';
import { users } from '../identity/org.table';

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
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    areaCode: text('area_code').notNull(),
    departmentCode: text('department_code'),
    groupId: integer('group_id'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A borrower records a card once.
    uniqueIndex('bank_cards_borrower_card_key').on(t.borrowerId, t.cardNo),
    index('bank_cards_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bank_cards_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bank_cards_group_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bank_cards_department_idx').on(t.departmentCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bank_cards_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

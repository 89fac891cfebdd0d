import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rate } from '../../db/columns';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';

/**
 * Charge standards CS_01–CS_05 (spec 000 §9): the firm's price list, no owner and no data
 * scope. `version` is the current version's number: an edit inserts the next version and moves
 * it on only WHERE version = the one read, so of two concurrent edits one wins.
 */
export const chargeStandards = pgTable('charge_standards', {
  code: text('code').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One version of a standard. Written once, never changed (a trigger refuses UPDATE and DELETE). */
export const chargeStandardVersions = pgTable(
  'charge_standard_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    standardCode: text('standard_code')
      .notNull()
      .references(() => chargeStandards.code),
    versionNo: integer('version_no').notNull(),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => users.id),
    /** The editor's name as it was, like the audit trail keeps it. */
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('charge_standard_versions_no_key').on(t.standardCode, t.versionNo)],
);

/** A version's fee items: the days one charge covers and a percentage per manager level. Immutable too. */
export const chargeFeeItems = pgTable(
  'charge_fee_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => chargeStandardVersions.id),
    sort: smallint('sort').notNull(),
    itemName: text('item_name').notNull(),
    chargeDays: integer('charge_days').notNull(),
    rateChief: rate('rate_chief').notNull(),
    rateSenior: rate('rate_senior').notNull(),
    rateAdvanced: rate('rate_advanced').notNull(),
    rateCommon: rate('rate_common').notNull(),
    rateOther: rate('rate_other').notNull(),
  },
  (t) => [uniqueIndex('charge_fee_items_version_sort_key').on(t.versionId, t.sort)],
);

/** A customer manager's level (spec 000 §6); a salesperson without a row prices as "other". */
export const customerManagerLevels = pgTable('customer_manager_levels', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  level: text('level').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The standard version (and manager level) a bill was priced with: fixed at the first pricing. */
export const billChargePricings = pgTable(
  'bill_charge_pricings',
  {
    billId: bigint('bill_id', { mode: 'number' })
      .primaryKey()
      .references(() => bills.id),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => chargeStandardVersions.id),
    managerLevel: text('manager_level').notNull(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_charge_pricings_version_idx').on(t.versionId)],
);

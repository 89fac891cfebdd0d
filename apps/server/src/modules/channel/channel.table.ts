import { bigint, bigserial, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/** Channels (渠道): the agencies and partners that bring business, with the Bill entity's channel fields. */
export const channels = pgTable(
  'channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelCompanyName: text('channel_company_name').notNull(),
    channelSource: smallint('channel_source').notNull(),
    channelContactName: text('channel_contact_name').notNull(),
    channelContactMobile: text('channel_contact_mobile').notNull(),
    channelNotes: text('channel_notes'),
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
    index('channels_company_idx').on(t.channelCompanyName.op('text_pattern_ops')),
    index('channels_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('channels_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('channels_group_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('channels_department_idx').on(t.departmentCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('channels_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A channel's fee rules (freeRuleAdd): a rate of the loan amount or a fixed amount per bill. */
export const channelFeeRules = pgTable(
  'channel_fee_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    ruleName: text('rule_name').notNull(),
    borrowTypes: smallint('borrow_types').array().notNull(),
    feeMode: smallint('fee_mode').notNull(),
    /** Percent of the loan amount. */
    feeRate: numeric('fee_rate', { precision: 12, scale: 8 }),
    feeAmount: numeric('fee_amount', { precision: 18, scale: 2 }),
    minLoanAmount: numeric('min_loan_amount', { precision: 18, scale: 2 }),
    maxLoanAmount: numeric('max_loan_amount', { precision: 18, scale: 2 }),
    effectiveFrom: date('effective_from'),
    effectiveTo: date('effective_to'),
    notes: text('notes'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_fee_rules_channel_idx').on(t.channelId, t.id)],
);

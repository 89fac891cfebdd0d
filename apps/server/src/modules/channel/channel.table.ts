import { bigint, bigserial, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { money, ownerScopeColumns, rate, scopedListIndexes, versionedTimestamps } from '../../db/columns';
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
    ...ownerScopeColumns(),
    ...versionedTimestamps(),
  },
  (t) => [index('channels_company_idx').on(t.channelCompanyName.op('text_pattern_ops')), ...scopedListIndexes('channels', t)],
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
    feeRate: rate('fee_rate'),
    feeAmount: money('fee_amount'),
    minLoanAmount: money('min_loan_amount'),
    maxLoanAmount: money('max_loan_amount'),
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

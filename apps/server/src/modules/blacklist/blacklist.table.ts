import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/**
 * The blacklist (黑名单): people the firm will not lend to, with the reason. Removal keeps the
 * row (status 0, who, when, why); a person can be on the list once at a time.
 */
export const blacklistEntries = pgTable(
  'blacklist_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    idCard: text('id_card'),
    mobile: text('mobile'),
    reason: text('reason').notNull(),
    /** BLACKLIST_STATUS: 1 active, 0 removed. */
    status: smallint('status').notNull().default(1),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removeReason: text('remove_reason'),
    removedBy: integer('removed_by').references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('blacklist_active_id_card_key')
      .on(t.idCard)
      .where(sql`status = 1 and id_card is not null`),
    uniqueIndex('blacklist_active_mobile_key')
      .on(t.mobile)
      .where(sql`status = 1 and mobile is not null`),
    index('blacklist_name_idx').on(t.name.op('text_pattern_ops')),
    index('blacklist_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

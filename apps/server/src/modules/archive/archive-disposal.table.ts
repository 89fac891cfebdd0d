import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';
import { archiveItems } from './archive.table';

/**
 * 永久出库 under two keys (decision 0062): a custodian asks (0), another archive approver approves
 * (1: the document leaves stock, 2 → 4) or rejects (2). At most one request awaits per document.
 */
export const archiveDisposals = pgTable(
  'archive_disposals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => archiveItems.id),
    status: smallint('status').notNull(),
    reason: text('reason').notNull(),
    /** Why an original leaves while the bill's loan is open; null when it was settled at the request. */
    exceptionReason: text('exception_reason'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('archive_disposals_one_pending')
      .on(t.itemId)
      .where(sql`${t.status} = 0`),
    index('archive_disposals_status_idx').on(t.status, t.id.desc().nullsFirst()),
  ],
);

import { bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/**
 * The business date's own operation record (decision 0074): a line for every time staff moved it
 * on by hand, who and when, from and to. What each day's run did stays in overdue_run_days.
 */
export const businessDateMoves = pgTable(
  'business_date_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    movedBy: integer('moved_by').references(() => users.id),
    /** The name as it was, as approval records keep theirs. */
    movedByName: text('moved_by_name').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_date_moves_at_idx').on(t.movedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

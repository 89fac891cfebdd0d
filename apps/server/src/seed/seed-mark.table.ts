import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The seeds that have run to their end, by key (decision 0064): a start that finds the demo's
 * mark skips the demo seeds with one read. The key carries the demo's version, so a release that
 * adds demo rows runs the (idempotent) demo seeds once more.
 */
export const seedMarks = pgTable('seed_marks', {
  key: text('key').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Client error reports and page-view events, kept by us rather than an outside service. */
export const clientEvents = pgTable(
  'client_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('client_events_kind_at_idx').on(t.kind, t.at)],
);

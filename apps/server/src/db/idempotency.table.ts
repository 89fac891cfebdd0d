import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every idempotency key a keyed write was made with (decision 0076): whose key, for which
 * operation, a hash of the request it came with, and once the first request has finished its
 * answer. A row without `completedAt` is a first request still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Which operation, e.g. 'bill.create': one key may be reused across different operations. */
    scope: text('scope').notNull(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body in canonical JSON (keys sorted), the key itself left out. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first request's answer as JSON text, replayed to every repeat; null while it runs. */
    reply: text('reply'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.userId, t.key] })],
);

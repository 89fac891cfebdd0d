import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every idempotency key a money write was made with, and a hash of the request it came with:
 * a repeat with the same request gets the first result, one with another request a 422.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Which write, e.g. 'bill.create': one key may be reused across different writes. */
    scope: text('scope').notNull(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body in canonical JSON (keys sorted), the key itself left out. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.userId, t.key] })],
);

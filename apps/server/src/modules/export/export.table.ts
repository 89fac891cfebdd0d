import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/** One export a user asked for: its filter and scope as asked, its progress, and its file. */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskNo: text('task_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    /** The filter and the data scope at request time: the file holds what the user could see then. */
    params: jsonb('params').notNull(),
    scope: jsonb('scope').notNull(),
    status: smallint('status').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsTotal: integer('rows_total'),
    size: bigint('size', { mode: 'number' }),
    storageKey: text('storage_key'),
    /** scrypt hash of the download password; the sealed password lives only until the file is written. */
    passwordHash: text('password_hash').notNull(),
    passwordSealed: text('password_sealed'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** First download: a ready file not yet fetched is a pending item on the home page. */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('export_tasks_user_idx').on(t.userId, t.id), index('export_tasks_expiry_idx').on(t.status, t.expiresAt)],
);

import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApprovalNode } from '@lc/shared';
import { users } from '../identity/org.table';

/** A process's approval chain as an admin set it; a process without a row uses its default. */
export const approvalChains = pgTable('approval_chains', {
  process: text('process').primaryKey(),
  nodes: jsonb('nodes').$type<ApprovalNode[]>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
  /** The editor's name as it was, like the audit trail keeps it. */
  updatedByName: text('updated_by_name'),
});

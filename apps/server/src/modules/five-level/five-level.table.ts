import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicantColumns, copiedScopeColumns, deciderColumns } from '../../db/columns';
import { bills } from '../bill/bill.table';

/** A loan's five-level classification (STATUS_LISTS.fiveLevel); a loan without a row is 正常 (1). */
export const loanFiveLevels = pgTable('loan_five_levels', {
  billId: bigint('bill_id', { mode: 'number' })
    .primaryKey()
    .references(() => bills.id),
  level: smallint('level').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A request to change a loan's level (spec 000 §7 change_bill_five_level), and its record
 * (change_records): who asked, why, and who decided. The scope columns copy the loan's, so the
 * records are seen by whoever sees the loan. At most one request per loan awaits approval.
 */
export const fiveLevelChanges = pgTable(
  'five_level_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    reason: text('reason').notNull(),
    /** STATUS_LISTS.fiveLevelChange: 1 awaiting approval, 2 approved, 3 rejected. */
    status: smallint('status').notNull().default(1),
    ...applicantColumns(),
    ...copiedScopeColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...deciderColumns(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('five_level_changes_one_pending_key')
      .on(t.billId)
      .where(sql`status = 1`),
    index('five_level_changes_bill_idx').on(t.billId, t.id.desc().nullsFirst()),
    index('five_level_changes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

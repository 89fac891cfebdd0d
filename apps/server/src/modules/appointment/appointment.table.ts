import { bigserial, boolean, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerScopeColumns, scopedListIndexes, versionedTimestamps } from '../../db/columns';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';

/**
 * Field-visit appointments (/appoint, /dispatch). Owner, group, department and area are the bill's:
 * the data scope of appoint_order and appoint_dispatch filters on them. The visit window is a day
 * and two 'HH:mm' times in Asia/Shanghai on the half-hour grid.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    // Copied at booking for the lists: a bill's number and customer do not change.
    billNo: text('bill_no').notNull(),
    customerName: text('customer_name').notNull(),
    kind: smallint('kind').notNull(),
    address: text('address').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    remark: text('remark'),
    /** Booked under /zkManager for a direct client (直客): listed there, not under /appoint (decision 0049). */
    direct: boolean('direct').notNull().default(false),
    status: smallint('status').notNull().default(1),
    fieldPersonId: integer('field_person_id').references(() => users.id),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => users.id),
    ...ownerScopeColumns(),
    ...versionedTimestamps(),
  },
  // The list's order (newest first), alone and after each scope column; the board by day; a person's visits by day.
  (t) => [
    ...scopedListIndexes('appointments', t),
    index('appointments_day_idx').on(t.visitDate, t.status),
    index('appointments_person_day_idx').on(t.fieldPersonId, t.visitDate),
    index('appointments_bill_idx').on(t.billId),
  ],
);

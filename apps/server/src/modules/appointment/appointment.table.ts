import { bigserial, boolean, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    areaCode: text('area_code').notNull(),
    departmentCode: text('department_code'),
    groupId: integer('group_id'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order (newest first), alone and after each scope column; the board by day; a person's visits by day.
  (t) => [
    index('appointments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('appointments_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('appointments_group_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('appointments_department_idx').on(t.departmentCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('appointments_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('appointments_day_idx').on(t.visitDate, t.status),
    index('appointments_person_day_idx').on(t.fieldPersonId, t.visitDate),
    index('appointments_bill_idx').on(t.billId),
  ],
);

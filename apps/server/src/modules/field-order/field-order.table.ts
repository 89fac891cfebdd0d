import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from '../appointment/appointment.table';
import { users } from '../identity/org.table';

/**
 * A field order's findings (/outerOrder): one per dispatched appointment, written when the field
 * person submits and rewritten on a resubmission before review. The appointment keeps the status
 * (2 awaiting approval, 3 approved, 4 rejected), the scope columns and the version.
 */
export const fieldOrders = pgTable(
  'field_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id),
    billId: integer('bill_id').notNull(),
    form: text('form').notNull(),
    findings: jsonb('findings').$type<Record<string, string | number>>().notNull(),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
  },
  (t) => [uniqueIndex('field_orders_appointment_key').on(t.appointmentId), index('field_orders_bill_idx').on(t.billId)],
);

/** An order's photos (the upload module's encrypted images); an image serves one order only. */
export const fieldOrderPhotos = pgTable(
  'field_order_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => fieldOrders.id),
    imageId: text('image_id').notNull(),
  },
  (t) => [uniqueIndex('field_order_photos_image_key').on(t.imageId), index('field_order_photos_order_idx').on(t.orderId)],
);

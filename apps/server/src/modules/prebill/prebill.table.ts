import { bigint, bigserial, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, orgUnitColumns } from '../../db/columns';
import { bills } from '../bill/bill.table';
import { users } from '../identity/org.table';

/** Pre-bills (询价): an enquiry a salesperson records before a bill; converted once into a draft. */
export const preBills = pgTable(
  'pre_bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    idCard: text('id_card').notNull(),
    borrowType: smallint('borrow_type').notNull(),
    borrowAmount: money('borrow_amount').notNull(),
    borrowDuration: integer('borrow_duration').notNull(),
    addressProvince: text('address_province'),
    addressDistrict: text('address_district'),
    addressDetails: text('address_details').notNull(),
    floorArea: numeric('floor_area', { precision: 12, scale: 2 }),
    evsTotalPrice: money('evs_total_price'),
    notes: text('notes'),
    status: smallint('status').notNull().default(0),
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id),
    salespersonId: integer('salesperson_id')
      .notNull()
      .references(() => users.id),
    ...orgUnitColumns(),
    idempotencyKey: text('idempotency_key').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pre_bills_idempotency_key').on(t.salespersonId, t.idempotencyKey),
    index('pre_bills_salesperson_idx').on(t.salespersonId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('pre_bills_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

import { bigserial, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/**
 * Sample records: the data the gallery's list, export and masked viewer work on until the
 * business modules exist. Scope columns copy the salesperson's area, department and group at
 * creation, as a bill would.
 */
export const sampleRecords = pgTable(
  'sample_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordNo: text('record_no').notNull(),
    borrowerName: text('borrower_name').notNull(),
    mobile: text('mobile').notNull(),
    idCard: text('id_card').notNull(),
    bankCard: text('bank_card').notNull(),
    loanAmount: numeric('loan_amount', { precision: 14, scale: 2 }).notNull(),
    status: smallint('status').notNull(),
    areaCode: text('area_code').notNull(),
    departmentCode: text('department_code'),
    groupId: integer('group_id'),
    salespersonId: integer('salesperson_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops: the keyword is a prefix (LIKE 'x%'), whatever the database's collation.
    uniqueIndex('sample_records_record_no_key').on(t.recordNo.op('text_pattern_ops')),
    index('sample_records_borrower_name_idx').on(t.borrowerName.op('text_pattern_ops')),
    // The list's order, newest first: pages and export batches walk these in order. NULLS FIRST is
    // what ORDER BY … DESC means; an index in another null order is not used for it.
    index('sample_records_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Each data-scope column leads an index in the same order, so a scoped page stays an index walk.
    index('sample_records_salesperson_idx').on(t.salespersonId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sample_records_group_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sample_records_department_idx').on(t.departmentCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sample_records_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

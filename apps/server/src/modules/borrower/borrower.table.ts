import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/**
 * Borrowers (借款人). Scope columns copy the recording salesperson's area, department and group,
 * as a bill does, so that a salesperson sees the borrowers they brought.
 */
export const borrowers = pgTable(
  'borrowers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    mobile: text('mobile').notNull(),
    marriage: smallint('marriage'),
    address: text('address'),
    notes: text('notes'),
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
  (t) => [
    // One borrower per ID number (stored with an uppercase X).
    uniqueIndex('borrowers_id_card_key').on(t.idCard.op('text_pattern_ops')),
    index('borrowers_name_idx').on(t.name.op('text_pattern_ops')),
    index('borrowers_mobile_idx').on(t.mobile),
    index('borrowers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('borrowers_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('borrowers_group_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('borrowers_department_idx').on(t.departmentCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('borrowers_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

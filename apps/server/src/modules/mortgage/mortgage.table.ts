import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/**
 * Mortgagees, the lenders a property is pledged to (/systemSetting/mortgagorManage). Owner, group, department and area say whose a record is:
 * the data scope of mortgagee_manager filters on them.
 */
export const mortgagees = pgTable(
  'mortgagees',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
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
  // The list's order (newest first), alone and after each scope column; names by prefix.
  (t) => [
    index('mortgagees_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mortgagees_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mortgagees_group_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mortgagees_department_idx').on(t.departmentCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mortgagees_area_idx').on(t.areaCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mortgagees_name_idx').on(t.name.op('text_pattern_ops')),
  ],
);

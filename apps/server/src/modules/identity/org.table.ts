import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from '../access/access.table';
import { USER_STATUS } from './user-status.rules';

export const areas = pgTable('areas', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const departments = pgTable('departments', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  areaCode: text('area_code')
    .notNull()
    .references(() => areas.code),
});

export const groups = pgTable('groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  departmentCode: text('department_code').references(() => departments.code),
});

export { USER_STATUS } from './user-status.rules';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stable public id (spec: userId), distinct from the row id. */
    userId: text('user_id').notNull().unique(),
    /** The spec's userName is the mobile number. */
    userName: text('user_name').notNull(),
    realName: text('real_name').notNull(),
    mobile: text('mobile').notNull().unique(),
    email: text('email'),
    status: smallint('status').notNull().default(USER_STATUS.active),
    areaCode: text('area_code')
      .notNull()
      .references(() => areas.code),
    departmentCode: text('department_code').references(() => departments.code),
    passwordHash: text('password_hash').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_area_idx').on(t.areaCode), index('users_real_name_idx').on(t.realName)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

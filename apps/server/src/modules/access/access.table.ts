import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Roles of spec 000 §6 (plus our admin role) and the data scope each grants. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  dataScope: text('data_scope').notNull(),
});

/** A grant: a role holds a permission code or a page-component code. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);

/** Menu entries, seeded from the shared route table (spec 000 §2 dynamic routes). */
export const menus = pgTable(
  'menus',
  {
    funcMenuId: integer('func_menu_id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    level: integer('level').notNull(),
    menuType: integer('menu_type').notNull(),
    menuName: text('menu_name').notNull(),
    menuNameEn: text('menu_name_en').notNull(),
    menuCode: text('menu_code').notNull(),
    /** The codes a user must hold to see the entry: its own and its ancestors'. */
    requiredCodes: text('required_codes').array().notNull(),
    sort: integer('sort').notNull(),
    firstMenuId: integer('first_menu_id').notNull(),
    path: text('path').notNull().unique(),
    icon: text('icon'),
    external: text('external'),
  },
  (t) => [index('menus_code_idx').on(t.menuCode)],
);

export const pageComponents = pgTable('page_components', {
  code: text('code').primaryKey(),
  menuCode: text('menu_code').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});

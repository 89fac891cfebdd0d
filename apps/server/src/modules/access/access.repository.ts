import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { menus, pageComponents, rolePermissions, roles } from './access.table';

export type NewRole = typeof roles.$inferInsert;
export type NewMenu = typeof menus.$inferInsert;
export type NewPageComponent = typeof pageComponents.$inferInsert;
export type NewGrant = typeof rolePermissions.$inferInsert;

export const accessRepository = {
  menus: (db: Executor) => db.select().from(menus).orderBy(asc(menus.funcMenuId)),

  pageComponentCodes: (db: Executor, menuCode: string) =>
    db.select({ code: pageComponents.code }).from(pageComponents).where(eq(pageComponents.menuCode, menuCode)),

  /** Roles in id order; every role when `ids` is omitted. */
  roles: (db: Executor, ids?: number[]) =>
    db
      .select()
      .from(roles)
      .where(ids ? inArray(roles.id, ids) : undefined)
      .orderBy(asc(roles.id)),

  async role(db: Executor, id: number) {
    const [row] = await db.select().from(roles).where(eq(roles.id, id));
    return row ?? null;
  },

  allGrants: (db: Executor) => db.select().from(rolePermissions),

  grantsOfRoles: (db: Executor, roleIds: number[]) => db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)),

  async grantsOf(db: Executor, roleId: number) {
    const rows = await db.select({ code: rolePermissions.code }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    return rows.map((r) => r.code);
  },

  /** Replaces a role's grants with these codes. */
  async setGrants(db: Executor, roleId: number, codes: string[]) {
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (codes.length) await db.insert(rolePermissions).values(codes.map((code) => ({ roleId, code })));
  },

  /** Reference data (seed/seed.ts): the roles not there yet; existing ones keep their names and scope. */
  async addMissingRoles(db: Executor, rows: NewRole[]) {
    await db.insert(roles).values(rows).onConflictDoNothing();
  },

  /** The menus and page components follow the route table: replaced whole on every start. */
  async replaceMenus(db: Executor, menuRows: NewMenu[], components: NewPageComponent[]) {
    await db.delete(menus);
    await db.insert(menus).values(menuRows);
    await db.delete(pageComponents);
    if (components.length) await db.insert(pageComponents).values(components);
  },

  /** No role holds any grant yet: a new installation, where the default grants go in (seed/seed.ts). */
  async hasNoGrants(db: Executor) {
    const [row] = await db.select({ roleId: rolePermissions.roleId }).from(rolePermissions).limit(1);
    return !row;
  },

  /** Adds grants, leaving the ones already held. */
  async addGrants(db: Executor, rows: NewGrant[]) {
    if (rows.length) await db.insert(rolePermissions).values(rows).onConflictDoNothing();
  },
};

import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { menus, pageComponents, rolePermissions, roles } from './access.table';

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
};

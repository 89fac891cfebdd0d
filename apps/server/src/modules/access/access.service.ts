import {
  ADMIN_ROLE_ID,
  DATA_SCOPES,
  type DataScope,
  type GrantRole,
  ROUTE_TABLE,
  canOpen,
  codesBeyondGranter,
  grantableCodes,
  holdsAdminRole,
  message,
} from '@lc/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { Forbidden, Validation } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { SessionUser } from '../identity/session-user';
import { menus, pageComponents, rolePermissions, roles } from './access.table';

// The menus are seeded from the same table at every start, so the list is fixed per release.
const GRANTABLE = grantableCodes(ROUTE_TABLE);
const KNOWN = new Set(GRANTABLE);

/** A scope the table does not know is read as the widest, so the grant check errs on the safe side. */
const asScope = (value: string): DataScope => ((DATA_SCOPES as readonly string[]).includes(value) ? (value as DataScope) : 'all');

export type NamedGrantRole = GrantRole & { name: string };

/** Roles with their scope and codes; every role when `ids` is omitted. */
async function loadRoles(db: Executor, ids?: number[]): Promise<NamedGrantRole[]> {
  const roleRows = await db
    .select()
    .from(roles)
    .where(ids ? inArray(roles.id, ids) : undefined)
    .orderBy(asc(roles.id));
  if (!roleRows.length) return [];
  const grants = await db
    .select()
    .from(rolePermissions)
    .where(
      inArray(
        rolePermissions.roleId,
        roleRows.map((r) => r.id),
      ),
    );
  return roleRows.map((r) => ({
    id: r.id,
    name: r.nameZh,
    scope: asScope(r.dataScope),
    codes: grants.filter((g) => g.roleId === r.id).map((g) => g.code),
  }));
}

export function createAccessService({ db }: { db: Db }) {
  return {
    /** The menu entries the user may see: every code on the way to the entry held. */
    async menusFor(user: SessionUser) {
      const rows = await db.select().from(menus).orderBy(asc(menus.funcMenuId));
      return rows.filter((m) => canOpen(m, user.permissions)).map(({ requiredCodes: _required, menuNameEn: _en, ...m }) => m);
    },

    /** Page-component permissions of one menu code (authStatus 1 = allowed). */
    async pageComponentsFor(user: SessionUser, menuCode: string) {
      const rows = await db.select({ code: pageComponents.code }).from(pageComponents).where(eq(pageComponents.menuCode, menuCode));
      const pageComponentMap = Object.fromEntries(
        rows.map((r) => [r.code, { authStatus: user.permissions.has(r.code) ? (1 as const) : (0 as const) }]),
      );
      return { menuCode, pageComponentMap };
    },

    async listRoleGrants() {
      const [roleRows, grants] = await Promise.all([db.select().from(roles).orderBy(asc(roles.id)), db.select().from(rolePermissions)]);
      const byRole = new Map<number, string[]>();
      for (const g of grants) byRole.set(g.roleId, [...(byRole.get(g.roleId) ?? []), g.code]);
      return roleRows.map((r) => ({
        id: r.id,
        name: r.nameZh,
        nameEn: r.nameEn,
        dataScope: r.dataScope,
        codes: (byRole.get(r.id) ?? []).sort(),
      }));
    },

    /**
     * Replaces a role's grants with the given codes, which must all be known ones. The user
     * adds or takes away only codes they hold as widely as the role reaches (decision 0014).
     */
    async setRoleGrants(granter: SessionUser, roleId: number, codes: string[], actor: AuditActor) {
      const unknown = codes.filter((c) => !KNOWN.has(c));
      if (unknown.length) throw new Validation(`未知的权限编码：${unknown.slice(0, 5).join(', ')}`);
      const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
      if (!role) throw new Validation('角色不存在');
      if (roleId === ADMIN_ROLE_ID && !holdsAdminRole(granter)) throw new Forbidden(message('grantAdminRole'));
      const wanted = [...new Set(codes)].sort();
      await db.transaction(async (tx) => {
        const before = (await tx.select({ code: rolePermissions.code }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId)))
          .map((r) => r.code)
          .sort();
        const changed = [...wanted.filter((c) => !before.includes(c)), ...before.filter((c) => !wanted.includes(c))];
        const beyond = codesBeyondGranter(granter, { id: roleId, scope: asScope(role.dataScope) }, changed);
        if (beyond.length) throw new Forbidden(message('grantCodesBeyondOwn', 'zh-CN', { codes: beyond.join('、') }));
        await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
        if (wanted.length) await tx.insert(rolePermissions).values(wanted.map((code) => ({ roleId, code })));
        await recordAudit(tx, actor, {
          entity: 'role_grant',
          entityId: roleId,
          action: 'set_grants',
          before: { codes: before },
          after: { codes: wanted },
        });
      });
      return wanted;
    },

    /** The named roles with their scope and codes, for the grant rule; unknown ids are left out. */
    rolesFor: (roleIds: number[]) => (roleIds.length ? loadRoles(db, [...new Set(roleIds)]) : Promise.resolve([])),
    allRoles: () => loadRoles(db),

    grantableCodes: () => GRANTABLE,
  };
}

export type AccessService = ReturnType<typeof createAccessService>;

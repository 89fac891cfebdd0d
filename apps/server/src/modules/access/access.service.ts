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
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Forbidden, Validation, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { SessionUser } from '../../core/session-user';
import { accessRepository } from './access.repository';

// The menus are seeded from the same table at every start, so the list is fixed per release.
const GRANTABLE = grantableCodes(ROUTE_TABLE);
const KNOWN = new Set(GRANTABLE);

/** A scope the table does not know is read as the widest, so the grant check errs on the safe side. */
const asScope = (value: string): DataScope => ((DATA_SCOPES as readonly string[]).includes(value) ? (value as DataScope) : 'all');

export type NamedGrantRole = GrantRole & { name: string };

export function createAccessService({ db }: { db: Db }) {
  /** Roles with their scope and codes; every role when `ids` is omitted. */
  async function loadRoles(ids?: number[]): Promise<NamedGrantRole[]> {
    const roleRows = await accessRepository.roles(db, ids);
    if (!roleRows.length) return [];
    const grants = await accessRepository.grantsOfRoles(
      db,
      roleRows.map((r) => r.id),
    );
    return roleRows.map((r) => ({
      id: r.id,
      name: r.nameZh,
      scope: asScope(r.dataScope),
      codes: grants.filter((g) => g.roleId === r.id).map((g) => g.code),
    }));
  }

  return {
    /** The menu entries the user may see: every code on the way to the entry held. */
    async menusFor(user: SessionUser) {
      const rows = await accessRepository.menus(db);
      return rows.filter((m) => canOpen(m, user.permissions)).map(({ requiredCodes: _required, menuNameEn: _en, ...m }) => m);
    },

    /** Page-component permissions of one menu code (authStatus 1 = allowed). */
    async pageComponentsFor(user: SessionUser, menuCode: string) {
      const rows = await accessRepository.pageComponentCodes(db, menuCode);
      const pageComponentMap = Object.fromEntries(
        rows.map((r) => [r.code, { authStatus: user.permissions.has(r.code) ? (1 as const) : (0 as const) }]),
      );
      return { menuCode, pageComponentMap };
    },

    async listRoleGrants() {
      const [roleRows, grants] = await Promise.all([accessRepository.roles(db), accessRepository.allGrants(db)]);
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
      if (unknown.length) throw new Validation(keyed('unknownPermissionCodes', { codes: unknown.slice(0, 5).join(', ') }));
      const role = await accessRepository.role(db, roleId);
      if (!role) throw new Validation(keyed('roleNotFound'));
      if (roleId === ADMIN_ROLE_ID && !holdsAdminRole(granter)) throw new Forbidden(keyed('grantAdminRole'));
      const wanted = [...new Set(codes)].sort();
      await db.transaction(async (tx) => {
        const before = (await accessRepository.grantsOf(tx, roleId)).sort();
        const changed = [...wanted.filter((c) => !before.includes(c)), ...before.filter((c) => !wanted.includes(c))];
        const beyond = codesBeyondGranter(granter, { id: roleId, scope: asScope(role.dataScope) }, changed);
        if (beyond.length) throw new Forbidden(keyed('grantCodesBeyondOwn', { codes: beyond.join('、') }));
        await accessRepository.setGrants(tx, roleId, wanted);
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
    rolesFor: (roleIds: number[]) => (roleIds.length ? loadRoles([...new Set(roleIds)]) : Promise.resolve([])),
    allRoles: () => loadRoles(),

    grantableCodes: () => GRANTABLE,
  };
}

export type AccessService = ReturnType<typeof createAccessService>;

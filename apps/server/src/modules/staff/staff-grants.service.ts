import {
  AREAS,
  AREA_CODES,
  type AreaCode,
  type GrantOptions,
  type GrantRefusal,
  type StaffGrants,
  mayGrantArea,
  mayGrantGroup,
  mayGrantRole,
  staffGrantRefusal,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Forbidden, type KeyedMessage, Validation, keyed } from '../../lib/errors';
import type { AccessService, NamedGrantRole } from '../access/access.service';
import type { StaffAccounts } from '../identity/staff-accounts.service';
import type { SessionUser } from '../../core/session-user';

/** The org and role fields of a staff account as the forms send them. */
export type StaffOrgFields = { roleIds: number[]; areaCode: string; departmentCode?: string | null; groupIds: number[] };

type OrgAreas = { groupArea: Map<number, string>; departmentArea: Map<string, string>; names: Map<string | number, string> };

const listed = (items: (string | number)[]) => items.join('、');

/** The refusal in words, naming what was refused. */
function refusalMessage(refusal: GrantRefusal, roles: NamedGrantRole[], org: OrgAreas): KeyedMessage {
  if (refusal.reason === 'adminRole') return keyed('grantAdminRole');
  if (refusal.reason === 'roles') {
    const names = refusal.roleIds.map((id) => `${id} ${roles.find((r) => r.id === id)?.name ?? ''}`.trim());
    return keyed('grantRolesBeyondOwn', { roles: listed(names) });
  }
  const areas = refusal.areaCodes.map((code) => AREAS[code as AreaCode]?.['zh-CN'] ?? code);
  const units = [...refusal.departmentCodes, ...refusal.groupIds].map((key) => org.names.get(key) ?? String(key));
  return keyed('grantOrgBeyondOwn', { units: listed([...areas, ...units]) });
}

/** Applies decision 0014 to every path that writes a staff account's roles, area or groups. */
type GrantDeps = { db: Db; access: Pick<AccessService, 'rolesFor' | 'allRoles'>; orgUnits: StaffAccounts['orgUnits'] };

export function createStaffGrants({ db, access, orgUnits }: GrantDeps) {
  async function orgAreas(): Promise<OrgAreas> {
    const { groupRows, departmentRows } = await orgUnits(db);
    const names = new Map<string | number, string>([
      ...groupRows.map((g) => [g.id, g.name] as const),
      ...departmentRows.map((d) => [d.code, d.name] as const),
    ]);
    const departmentArea = new Map(departmentRows.map((d) => [d.code, d.areaCode]));
    // A group outside any department belongs to no area: only head office (ALL) or its members grant it.
    const groupArea = new Map(groupRows.map((g) => [g.id, (g.departmentCode && departmentArea.get(g.departmentCode)) || 'ALL']));
    return { groupArea, departmentArea, names };
  }

  function grantsOf(fields: StaffOrgFields, roles: NamedGrantRole[], org: OrgAreas): StaffGrants {
    const code = fields.departmentCode || null;
    const departmentArea = code ? org.departmentArea.get(code) : undefined;
    if (code && !departmentArea) throw new Validation(keyed('departmentNotFound'));
    return {
      roles: roles.filter((r) => fields.roleIds.includes(r.id)),
      areaCode: fields.areaCode,
      department: code && departmentArea ? { key: code, areaCode: departmentArea } : null,
      groups: fields.groupIds.map((id) => {
        const areaCode = org.groupArea.get(id);
        if (!areaCode) throw new Validation(keyed('groupNotFound'));
        return { key: id, areaCode };
      }),
    };
  }

  return {
    /**
     * Refuses (403, nothing written) when the granter may not turn `before` (null on create)
     * into `after`; 400 when a role, department or group does not exist.
     */
    async check(granter: SessionUser, before: StaffOrgFields | null, after: StaffOrgFields) {
      const ids = [...new Set([...(before?.roleIds ?? []), ...after.roleIds])];
      const [roles, org] = await Promise.all([access.rolesFor(ids), orgAreas()]);
      if (roles.length !== ids.length) throw new Validation(keyed('roleNotFound'));
      const refusal = staffGrantRefusal(granter, before && grantsOf(before, roles, org), grantsOf(after, roles, org));
      if (refusal) throw new Forbidden(refusalMessage(refusal, roles, org));
    },

    /** What the staff form may offer this user; the rest it greys out. */
    async optionsFor(granter: SessionUser): Promise<GrantOptions> {
      const [roles, org] = await Promise.all([access.allRoles(), orgAreas()]);
      return {
        roleIds: roles.filter((r) => mayGrantRole(granter, r)).map((r) => r.id),
        areaCodes: AREA_CODES.filter((code) => mayGrantArea(granter, code)),
        groupIds: [...org.groupArea]
          .filter(([key, areaCode]) => mayGrantGroup(granter, { key, areaCode }))
          .map(([id]) => id)
          .sort((a, b) => a - b),
      };
    },
  };
}

export type StaffGrantsChecker = ReturnType<typeof createStaffGrants>;

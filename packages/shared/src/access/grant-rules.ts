import { ADMIN_ROLE_ID, type DataScope } from './roles';

/**
 * Who may grant what (decision 0014): a user grants only what they hold themselves. Pure, so the
 * server enforces it and the web app can grey out what would be refused.
 */
export type GrantRole = { id: number; scope: DataScope; codes: readonly string[] };
export type Granter = {
  roles: readonly GrantRole[];
  areaCode: string;
  departmentCode: string | null;
  groupIds: readonly number[];
};
/** A department or group with the area it belongs to (head-office departments belong to ALL). */
export type OrgUnit<K> = { key: K; areaCode: string };

const SCOPE_RANK: Record<DataScope, number> = { self: 0, group: 1, department: 2, area: 3, all: 4 };
const ALL_AREA = 'ALL';

/** Role 1 is granted, revoked and edited only by its own holders. */
export const holdsAdminRole = (granter: Granter) => granter.roles.some((r) => r.id === ADMIN_ROLE_ID);

/** The widest data scope the granter holds `code` with, or -1 when they do not hold it. */
function scopeRankFor(granter: Granter, code: string): number {
  let rank = -1;
  for (const role of granter.roles) {
    if (!role.codes.includes(code)) continue;
    // An area scope over the pseudo-area ALL reaches everything (as in the data-scope filter).
    const scope = role.scope === 'area' && granter.areaCode === ALL_AREA ? 'all' : role.scope;
    rank = Math.max(rank, SCOPE_RANK[scope]);
  }
  return rank;
}

/** True when the granter holds `code` with a data scope at least as wide as `scope`. */
export const holdsCode = (granter: Granter, code: string, scope: DataScope) => scopeRankFor(granter, code) >= SCOPE_RANK[scope];

/** Role 1 only by role 1; any other role only when the granter holds every code of it, as widely. */
export function mayGrantRole(granter: Granter, role: GrantRole): boolean {
  if (role.id === ADMIN_ROLE_ID) return holdsAdminRole(granter);
  return role.codes.every((code) => holdsCode(granter, code, role.scope));
}

/** The codes of `codes` the granter may not add to or take from `role`, sorted. */
export function codesBeyondGranter(granter: Granter, role: Pick<GrantRole, 'id' | 'scope'>, codes: readonly string[]): string[] {
  return [...new Set(codes)].filter((code) => !holdsCode(granter, code, role.scope)).sort();
}

export const mayGrantArea = (granter: Granter, areaCode: string) => granter.areaCode === ALL_AREA || granter.areaCode === areaCode;

export const mayGrantDepartment = (granter: Granter, department: OrgUnit<string>) =>
  department.key === granter.departmentCode || mayGrantArea(granter, department.areaCode);

export const mayGrantGroup = (granter: Granter, group: OrgUnit<number>) =>
  granter.groupIds.includes(group.key) || mayGrantArea(granter, group.areaCode);

/** What a staff account holds, in the shape the rule reads. */
export type StaffGrants = {
  roles: readonly GrantRole[];
  areaCode: string;
  department: OrgUnit<string> | null;
  groups: readonly OrgUnit<number>[];
};

export type GrantRefusal =
  | { reason: 'adminRole' }
  | { reason: 'roles'; roleIds: number[] }
  | { reason: 'org'; areaCodes: string[]; departmentCodes: string[]; groupIds: number[] };

/**
 * Whether the granter may turn `before` (null on create) into `after`. Every role the account
 * holds before or after must be one the granter may grant: nobody manages (edits, resets the
 * password of) an account above them. Org units are checked where they are newly given.
 */
export function staffGrantRefusal(granter: Granter, before: StaffGrants | null, after: StaffGrants): GrantRefusal | null {
  const roles = [...(before?.roles ?? []), ...after.roles];
  if (roles.some((r) => r.id === ADMIN_ROLE_ID) && !holdsAdminRole(granter)) return { reason: 'adminRole' };
  const roleIds = [...new Set(roles.filter((r) => !mayGrantRole(granter, r)).map((r) => r.id))].sort((a, b) => a - b);
  if (roleIds.length) return { reason: 'roles', roleIds };

  const areaCodes = after.areaCode !== before?.areaCode && !mayGrantArea(granter, after.areaCode) ? [after.areaCode] : [];
  const department = after.department;
  const departmentCodes =
    department && department.key !== before?.department?.key && !mayGrantDepartment(granter, department) ? [department.key] : [];
  const held = new Set(before?.groups.map((g) => g.key));
  const groupIds = after.groups.filter((g) => !held.has(g.key) && !mayGrantGroup(granter, g)).map((g) => g.key);
  if (areaCodes.length || departmentCodes.length || groupIds.length) return { reason: 'org', areaCodes, departmentCodes, groupIds };
  return null;
}

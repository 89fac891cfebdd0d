import type { DataScope } from '@lc/shared';
import { type ScopeFilter, scopeFromRoles } from './data-scope';

export type SessionRole = { id: number; name: string; scope: DataScope; codes: string[] };

/** The signed-in user as every route sees it, loaded with the session in one query. */
export type SessionUser = {
  sessionId: number;
  sessionStartedAt: Date;
  id: number;
  userId: string;
  userName: string;
  realName: string;
  mobile: string;
  areaCode: string;
  departmentCode: string | null;
  groupIds: number[];
  roles: SessionRole[];
  permissions: ReadonlySet<string>;
};

export const hasPermission = (user: SessionUser, code: string) => user.permissions.has(code);

/** Data scope for one permission: the union over the roles that grant it, and nothing more. */
export function scopeFor(user: SessionUser, code: string): ScopeFilter {
  const scopes = user.roles.filter((r) => r.codes.includes(code)).map((r) => r.scope);
  return scopeFromRoles(user, scopes);
}

/** Where a user sits in the firm (area, department, first group): the scope of the records they make. */
export const placeOf = (user: SessionUser) => ({
  areaCode: user.areaCode,
  departmentCode: user.departmentCode,
  groupId: user.groupIds[0] ?? null,
});

/** The user as the applicant of an approval flow they submit. */
export const applicantOf = (user: SessionUser) => ({ id: user.id, name: user.realName, ...placeOf(user) });

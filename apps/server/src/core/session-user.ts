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

/** Each session user's scopes, per permission code: the session user is kept per session, and never changed. */
const scopesOf = new WeakMap<SessionUser, Map<string, ScopeFilter>>();
const owns = new WeakMap<SessionUser, ScopeFilter>();

/**
 * Data scope for one permission: the union over the roles that grant it, and nothing more.
 * Worked out once per session user and code, and the same object after (frozen at the top): a
 * list's scope condition is then kept by that object (db/scope-condition.ts) instead of
 * being keyed again from its values on every request (issue 31).
 */
export function scopeFor(user: SessionUser, code: string): ScopeFilter {
  let scopes = scopesOf.get(user);
  if (!scopes) scopesOf.set(user, (scopes = new Map()));
  let scope = scopes.get(code);
  if (!scope) {
    const granted = user.roles.filter((r) => r.codes.includes(code)).map((r) => r.scope);
    scopes.set(code, (scope = Object.freeze(scopeFromRoles(user, granted))));
  }
  return scope;
}

/** The salesperson variants' scope: the caller's own records only, whatever scope their roles carry (one object per session user). */
export function ownScope(user: SessionUser): ScopeFilter {
  let scope = owns.get(user);
  if (!scope) owns.set(user, (scope = Object.freeze(scopeFromRoles(user, ['self']))));
  return scope;
}

/** Where a user sits in the firm (area, department, first group): the scope of the records they make. */
export const placeOf = (user: SessionUser) => ({
  areaCode: user.areaCode,
  departmentCode: user.departmentCode,
  groupId: user.groupIds[0] ?? null,
});

/** The user as the applicant of an approval flow they submit. */
export const applicantOf = (user: SessionUser) => ({ id: user.id, name: user.realName, ...placeOf(user) });

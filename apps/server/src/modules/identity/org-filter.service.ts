import { CITY_AREA_CODES, type OrgTreeArea, SALESPERSON_ROLE_ID, type SalesListQuery, type SalesPerson } from '@lc/shared';
import { type SQL, and, asc, eq, exists, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ScopeFilter } from '../../lib/data-scope';
import { areas, departments, groups, userGroups, userRoles, users } from './org.table';
import { type SessionUser, scopeFor } from './session-user';

type Org = {
  areas: { code: string; name: string }[];
  departments: { code: string; name: string; areaCode: string }[];
  groups: { id: number; name: string; departmentCode: string | null }[];
};

/**
 * The area → department → group tree a scope covers (spec 001 §3 department tree). A whole area
 * or department in scope brings all of it; a group brings itself; the user's own records
 * (scope 'self') bring their own department and groups. Only the four cities hold business.
 */
export function orgTreeFor(org: Org, scope: ScopeFilter, user: Pick<SessionUser, 'id' | 'departmentCode' | 'groupIds'>): OrgTreeArea[] {
  const self = !scope.all && scope.userIds.includes(user.id);
  const wholeArea = (code: string) => scope.all || scope.areaCodes.includes(code);
  const wholeDepartment = (code: string, areaCode: string) => wholeArea(areaCode) || (!scope.all && scope.departmentCodes.includes(code));
  const groupInScope = (id: number) => !scope.all && (scope.groupIds.includes(id) || (self && user.groupIds.includes(id)));
  const cityAreas = org.areas.filter((a) => (CITY_AREA_CODES as readonly string[]).includes(a.code));
  cityAreas.sort((a, b) => CITY_AREA_CODES.indexOf(a.code as never) - CITY_AREA_CODES.indexOf(b.code as never));

  return cityAreas.flatMap((area) => {
    const businessDeptVoList = org.departments
      .filter((d) => d.areaCode === area.code)
      .flatMap((d) => {
        const whole = wholeDepartment(d.code, area.code);
        const own = org.groups
          .filter((g) => g.departmentCode === d.code && (whole || groupInScope(g.id)))
          .map((g) => ({ groupId: g.id, groupName: g.name }));
        const shown = whole || own.length > 0 || (self && user.departmentCode === d.code);
        return shown ? [{ businessDeptCode: d.code, businessDeptName: d.name, groups: own }] : [];
      });
    if (!businessDeptVoList.length && !wholeArea(area.code)) return [];
    return [{ areaCode: area.code, areaName: area.name, groups: businessDeptVoList.flatMap((d) => d.groups), businessDeptVoList }];
  });
}

const isSalesperson = (db: Db) =>
  exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, SALESPERSON_ROLE_ID))),
  );
const inGroups = (db: Db, ids: number[]) =>
  exists(
    db
      .select({ one: userGroups.userId })
      .from(userGroups)
      .where(and(eq(userGroups.userId, users.id), inArray(userGroups.groupId, ids))),
  );

/** Whose accounts a scope reaches: themselves, their groups, departments or areas. */
function usersInScope(db: Db, scope: ScopeFilter): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.userIds.length) parts.push(inArray(users.id, scope.userIds));
  if (scope.groupIds.length) parts.push(inGroups(db, scope.groupIds));
  if (scope.departmentCodes.length) parts.push(inArray(users.departmentCode, scope.departmentCodes));
  if (scope.areaCodes.length) parts.push(inArray(users.areaCode, scope.areaCodes));
  return parts.length ? or(...parts) : eq(users.id, -1);
}

/**
 * The cascading region → department → salesperson filter. Each call names the page's
 * permission; the answer is what the caller's data scope for that permission covers, so an
 * unknown permission, or one the caller lacks, gives nothing at all.
 */
export function createOrgFilterService({ db }: { db: Db }) {
  async function loadOrg(): Promise<Org> {
    const [a, d, g] = await Promise.all([
      db.select().from(areas),
      db.select().from(departments).orderBy(asc(departments.code)),
      db.select().from(groups).orderBy(asc(groups.id)),
    ]);
    return { areas: a, departments: d, groups: g };
  }

  return {
    async areaGroups(user: SessionUser, permission: string): Promise<OrgTreeArea[]> {
      return orgTreeFor(await loadOrg(), scopeFor(user, permission), user);
    },

    async salesList(user: SessionUser, q: SalesListQuery): Promise<SalesPerson[]> {
      return db
        .select({ id: users.id, userId: users.userId, realName: users.realName })
        .from(users)
        .where(
          and(
            isSalesperson(db),
            inArray(users.areaCode, [...CITY_AREA_CODES]),
            usersInScope(db, scopeFor(user, q.permission)),
            q.areaCode ? eq(users.areaCode, q.areaCode) : undefined,
            q.businessDeptCode ? eq(users.departmentCode, q.businessDeptCode) : undefined,
            q.groupId !== undefined ? inGroups(db, [q.groupId]) : undefined,
          ),
        )
        .orderBy(asc(users.realName), asc(users.id));
    },

    /** Names for the ids and codes a page of records shows. */
    async labels(userIds: number[], departmentCodes: string[]) {
      const [people, depts] = await Promise.all([
        userIds.length ? db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, userIds)) : [],
        departmentCodes.length
          ? db
              .select({ code: departments.code, name: departments.name })
              .from(departments)
              .where(inArray(departments.code, departmentCodes))
          : [],
      ]);
      return {
        salespeople: new Map(people.map((p) => [p.id, p.name])),
        departments: new Map(depts.map((d) => [d.code, d.name])),
      };
    },
  };
}

export type OrgFilterService = ReturnType<typeof createOrgFilterService>;

import { CITY_AREA_CODES, type OrgTreeArea, type SalesListQuery, type SalesPerson } from '@lc/shared';
import { type ChangeFeed, createChangeCache } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { type Org, orgRepository } from './org.repository';
import { type SessionUser, scopeFor } from '../../core/session-user';

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

/**
 * The cascading region → department → salesperson filter. Each call names the page's
 * permission; the answer is what the caller's data scope for that permission covers, so an
 * unknown permission, or one the caller lacks, gives nothing at all.
 */
export function createOrgFilterService({ db, changes }: { db: Db; changes: ChangeFeed }) {
  // A page's names, per set of ids and codes, until a user or department changes: most pages
  // of a list show the same few salespeople.
  const names = createChangeCache<Awaited<ReturnType<typeof orgRepository.names>>>(changes, {
    tables: ['users', 'departments'],
    ttlMs: 60_000,
    maxEntries: 10_000,
  });
  return {
    async areaGroups(user: SessionUser, permission: string): Promise<OrgTreeArea[]> {
      return orgTreeFor(await orgRepository.load(db), scopeFor(user, permission), user);
    },

    salesList: (user: SessionUser, q: SalesListQuery): Promise<SalesPerson[]> =>
      orgRepository.salespeople(db, q, scopeFor(user, q.permission)),

    /** Who in the caller's scope for `permission` holds `code`: e.g. the field staff a dispatcher may send. */
    holders: (user: SessionUser, permission: string, code: string) => orgRepository.holders(db, code, scopeFor(user, permission)),

    /** Active salespeople inside `scope` (one when `id` is given), with the scope columns a bill copies from its salesperson. */
    activeSalespeople: (scope: ScopeFilter, id?: number) => orgRepository.activeSalespeople(db, scope, id),
    /** The same with those who have left (`active` false): a manager still moves the bills they left behind. */
    salespeopleWithLeft: (scope: ScopeFilter) => orgRepository.activeSalespeople(db, scope, undefined, true),

    /** Names for the ids and codes a page of records shows. */
    async labels(userIds: number[], departmentCodes: string[]) {
      const ids = [...new Set(userIds)].sort((a, b) => a - b);
      const codes = [...new Set(departmentCodes)].sort();
      const { people, depts } = await names.get(JSON.stringify([ids, codes]), () => orgRepository.names(db, ids, codes));
      return {
        salespeople: new Map(people.map((p) => [p.id, p.name])),
        departments: new Map(depts.map((d) => [d.code, d.name])),
      };
    },
  };
}

export type OrgFilterService = ReturnType<typeof createOrgFilterService>;

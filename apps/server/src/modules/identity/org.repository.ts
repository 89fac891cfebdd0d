import { CITY_AREA_CODES, SALESPERSON_ROLE_ID, type SalesListQuery } from '@lc/shared';
import { type SQL, and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { USER_STATUS, areas, departments, groups, userGroups, userRoles, users } from './org.table';

export type NewArea = typeof areas.$inferInsert;
export type NewDepartment = typeof departments.$inferInsert;
export type NewGroup = typeof groups.$inferInsert;

export type Org = {
  areas: { code: string; name: string }[];
  departments: { code: string; name: string; areaCode: string }[];
  groups: { id: number; name: string; departmentCode: string | null }[];
};

const isSalesperson = (db: Executor) =>
  exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, SALESPERSON_ROLE_ID))),
  );
const inGroups = (db: Executor, ids: number[]) =>
  exists(
    db
      .select({ one: userGroups.userId })
      .from(userGroups)
      .where(and(eq(userGroups.userId, users.id), inArray(userGroups.groupId, ids))),
  );

/** Whose accounts a scope reaches: themselves, their groups, departments or areas. */
function usersInScope(db: Executor, scope: ScopeFilter): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.userIds.length) parts.push(inArray(users.id, scope.userIds));
  if (scope.groupIds.length) parts.push(inGroups(db, scope.groupIds));
  if (scope.departmentCodes.length) parts.push(inArray(users.departmentCode, scope.departmentCodes));
  if (scope.areaCodes.length) parts.push(inArray(users.areaCode, scope.areaCodes));
  return parts.length ? or(...parts) : eq(users.id, -1);
}

export const orgRepository = {
  /** Every area, department and group, for the org tree. */
  async load(db: Executor): Promise<Org> {
    const [a, d, g] = await Promise.all([
      db.select().from(areas),
      db.select().from(departments).orderBy(asc(departments.code)),
      db.select().from(groups).orderBy(asc(groups.id)),
    ]);
    return { areas: a, departments: d, groups: g };
  },

  /** Salespeople of the four cities within the scope, narrowed by the filter's area, department and group. */
  salespeople(db: Executor, q: SalesListQuery, scope: ScopeFilter) {
    return db
      .select({ id: users.id, userId: users.userId, realName: users.realName })
      .from(users)
      .where(
        and(
          isSalesperson(db),
          inArray(users.areaCode, [...CITY_AREA_CODES]),
          usersInScope(db, scope),
          q.areaCode ? eq(users.areaCode, q.areaCode) : undefined,
          q.businessDeptCode ? eq(users.departmentCode, q.businessDeptCode) : undefined,
          q.groupId !== undefined ? inGroups(db, [q.groupId]) : undefined,
        ),
      )
      .orderBy(asc(users.realName), asc(users.id));
  },

  /** Active staff of the four cities within the scope whose roles grant `code` (e.g. the field staff a dispatcher sends). */
  holders(db: Executor, code: string, scope: ScopeFilter) {
    return db
      .select({ id: users.id, name: users.realName })
      .from(users)
      .where(
        and(
          eq(users.status, USER_STATUS.active),
          inArray(users.areaCode, [...CITY_AREA_CODES]),
          usersInScope(db, scope),
          // The grants are read by name, as the session query does (access owns the table).
          exists(
            db
              .select({ one: userRoles.userId })
              .from(userRoles)
              .where(
                and(
                  eq(userRoles.userId, users.id),
                  sql`exists (select 1 from role_permissions rp where rp.role_id = ${userRoles.roleId} and rp.code = ${code})`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(users.realName), asc(users.id));
  },

  /**
   * Active salespeople of the four cities within the scope (`id` narrows to one), with the scope
   * columns a bill copies from its salesperson: area, department and first group.
   */
  /** Salespeople of the four cities inside `scope`: active ones, or (`withLeft`) those who left too, each with `active`. */
  activeSalespeople: (db: Executor, scope: ScopeFilter, id?: number, withLeft = false) =>
    db
      .select({
        id: users.id,
        name: users.realName,
        areaCode: users.areaCode,
        departmentCode: users.departmentCode,
        groupId: sql<number | null>`(select min(${userGroups.groupId}) from ${userGroups} where ${userGroups.userId} = ${users.id})`,
        active: sql<boolean>`${users.status} = ${USER_STATUS.active}`,
      })
      .from(users)
      .where(
        and(
          withLeft ? undefined : eq(users.status, USER_STATUS.active),
          isSalesperson(db),
          inArray(users.areaCode, [...CITY_AREA_CODES]),
          usersInScope(db, scope),
          id === undefined ? undefined : eq(users.id, id),
        ),
      )
      .orderBy(asc(users.realName), asc(users.id))
      .limit(500),

  /** Reference data (seed/seed.ts): the areas, departments and groups not there yet; existing ones stay as they are. */
  async addMissingUnits(db: Executor, units: { areas: NewArea[]; departments: NewDepartment[]; groups: NewGroup[] }) {
    await db.insert(areas).values(units.areas).onConflictDoNothing();
    await db.insert(departments).values(units.departments).onConflictDoNothing();
    await db.insert(groups).values(units.groups).onConflictDoNothing();
  },

  /** Every salesperson of the four cities in id order, with their area, department and first group (the sample records' seed). */
  citySalespeople: (db: Executor) =>
    db
      .select({
        id: users.id,
        areaCode: users.areaCode,
        departmentCode: users.departmentCode,
        groupId: sql<number | null>`(select min(${userGroups.groupId}) from ${userGroups} where ${userGroups.userId} = ${users.id})`,
      })
      .from(users)
      .where(and(isSalesperson(db), inArray(users.areaCode, [...CITY_AREA_CODES])))
      .orderBy(asc(users.id)),

  /** People's and departments' names by id and code. */
  async names(db: Executor, userIds: number[], departmentCodes: string[]) {
    const [people, depts] = await Promise.all([
      userIds.length ? db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, userIds)) : [],
      departmentCodes.length
        ? db.select({ code: departments.code, name: departments.name }).from(departments).where(inArray(departments.code, departmentCodes))
        : [],
    ]);
    return { people, depts };
  },
};

import type { StaffListQuery } from '@lc/shared';
import { randomUUID } from 'node:crypto';
import { type AnyColumn, type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource, pagedList } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { departments, groups, userGroups, userRoles, users } from './org.table';
import { loginFailures } from './session.table';
import { likeContains } from '../../db/like-pattern';

type StaffAccountFields = {
  realName: string;
  mobile: string;
  email?: string | undefined;
  areaCode: string;
  departmentCode?: string | null | undefined;
};

/** The columns both the create and the edit forms write; the sign-in name is the mobile. */
const accountColumns = (input: StaffAccountFields) => ({
  userName: input.mobile,
  realName: input.realName,
  mobile: input.mobile,
  email: input.email || null,
  areaCode: input.areaCode,
  departmentCode: input.departmentCode ?? null,
});

/** Staff are in scope by who they are, their area and their department. */
const STAFF_SCOPE = { ownerId: users.id, areaCode: users.areaCode, departmentCode: users.departmentCode };

const roleIdsOf = sql<
  number[]
>`coalesce((select json_agg(ur.role_id order by ur.role_id) from user_roles ur where ur.user_id = ${users.id}), '[]'::json)`;
const groupIdsOf = sql<
  number[]
>`coalesce((select json_agg(ug.group_id order by ug.group_id) from user_groups ug where ug.user_id = ${users.id}), '[]'::json)`;

/** What the list and the edit form both show of an account. */
const ACCOUNT_COLUMNS = {
  id: users.id,
  realName: users.realName,
  mobile: users.mobile,
  email: users.email,
  status: users.status,
  areaCode: users.areaCode,
  departmentCode: users.departmentCode,
  version: users.version,
  roleIds: roleIdsOf,
  groupIds: groupIdsOf,
};

/** SQL: the account is locked right now by wrong passwords (staff list flag and home badge). */
const lockedNow = (userId: AnyColumn, now: Date) =>
  sql`exists (select 1 from ${loginFailures} where ${loginFailures.userId} = ${userId} and ${loginFailures.lockedUntil} > ${now.toISOString()}::timestamptz)`;

const parseIds = (v: number[] | string) => (typeof v === 'string' ? (JSON.parse(v) as number[]) : v);

function filters(query: StaffListQuery, scope: ScopeFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, STAFF_SCOPE)];
  if (query.keyword) {
    const like = likeContains(query.keyword);
    parts.push(or(ilike(users.realName, like), ilike(users.mobile, like)));
  }
  if (query.areaCode) parts.push(eq(users.areaCode, query.areaCode));
  if (query.status !== undefined) parts.push(eq(users.status, query.status));
  if (query.roleId !== undefined) {
    const roleId = query.roleId;
    parts.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`);
  }
  return and(...parts);
}

/** The accounts, newest first, each locked or not at `now` (db/paged-list.ts). */
const accountsAt = (now: Date) =>
  listSource({
    rows: (db) =>
      db
        .select({
          ...ACCOUNT_COLUMNS,
          userId: users.userId,
          userName: users.userName,
          locked: lockedNow(users.id, now).mapWith(Boolean),
          createdAt: users.createdAt,
        })
        .from(users)
        .$dynamic(),
    order: [desc(users.id)],
    counted: { from: users },
  });

/** Staff accounts as staff administration reads and writes them; identity owns these tables (decision 0019). */
export const staffAccountRepository = {
  list: (db: Executor, query: StaffListQuery, scope: ScopeFilter, now: Date) =>
    pagedList(db, accountsAt(now), filters(query, scope), query, (rows) =>
      rows.map(({ createdAt, roleIds, groupIds, ...r }) => ({
        ...r,
        roleIds: parseIds(roleIds),
        groupIds: parseIds(groupIds),
        createdAt: createdAt.toISOString(),
      })),
    ),

  async findInScope(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await db
      .select(ACCOUNT_COLUMNS)
      .from(users)
      .where(and(eq(users.id, id), scopeCondition(scope, STAFF_SCOPE)));
    return row ? { ...row, roleIds: parseIds(row.roleIds), groupIds: parseIds(row.groupIds) } : null;
  },

  /**
   * A new account; its sign-in name is its mobile. Its public id is random, unless the caller
   * fixes it (the demo users'), apart from the input so that no form's field can set it.
   */
  async insert(
    db: Executor,
    input: StaffAccountFields & { passwordHash: string },
    userId = `U${randomUUID().replaceAll('-', '').slice(0, 12)}`,
  ) {
    const [created] = await db
      .insert(users)
      .values({
        userId,
        ...accountColumns(input),
        passwordHash: input.passwordHash,
      })
      .returning({ id: users.id });
    return created!.id;
  },

  /** Edits on the version read: false when someone else saved first. */
  async updateVersioned(db: Executor, id: number, input: StaffAccountFields & { status: number; version: number }, at: Date) {
    const updated = await db
      .update(users)
      .set({
        ...accountColumns(input),
        status: input.status,
        version: input.version + 1,
        updatedAt: at,
      })
      .where(and(eq(users.id, id), eq(users.version, input.version)))
      .returning({ id: users.id });
    return updated.length > 0;
  },

  /** Groups and departments with their names and places, for the grant rule. */
  async orgUnits(db: Executor) {
    const [groupRows, departmentRows] = await Promise.all([
      db.select({ id: groups.id, name: groups.name, departmentCode: groups.departmentCode }).from(groups),
      db.select({ code: departments.code, name: departments.name, areaCode: departments.areaCode }).from(departments),
    ]);
    return { groupRows, departmentRows };
  },

  async setLinks(db: Executor, userId: number, roleIds: number[], groupIds: number[]) {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    await db.delete(userGroups).where(eq(userGroups.userId, userId));
    if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    if (groupIds.length) await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId, groupId })));
  },

  /** Counts accounts locked by wrong passwords right now, inside the scope (home badge). */
  async countLocked(db: Executor, scope: ScopeFilter, now: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(lockedNow(users.id, now), scopeCondition(scope, STAFF_SCOPE)));
    return row?.n ?? 0;
  },
};

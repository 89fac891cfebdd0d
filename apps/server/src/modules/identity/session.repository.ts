import type { DataScope } from '@lc/shared';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { SessionUser } from '../../core/session-user';
import { sessions } from './session.table';

type SessionRow = {
  session_id: number;
  started_at: string | Date;
  last_seen_at: string | Date;
  revoked_at: string | Date | null;
  id: number;
  user_id: string;
  user_name: string;
  real_name: string;
  mobile: string;
  status: number;
  area_code: string;
  department_code: string | null;
  roles: { id: number; name: string; scope: DataScope; codes: string[] | null }[] | string;
  group_ids: number[] | string;
};

export type LoadedSession = {
  startedAt: Date;
  lastSeenAt: Date;
  revoked: boolean;
  userActive: boolean;
  user: SessionUser;
};

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export const sessionRepository = {
  async create(db: Executor, row: { tokenHash: string; userId: number; startedAt: Date; userAgent: string | null }) {
    const [created] = await db
      .insert(sessions)
      .values({ ...row, lastSeenAt: row.startedAt })
      .returning({ id: sessions.id });
    return created!.id;
  },

  /** Session, user, roles with their codes and scope, and groups: one round trip per request. */
  async load(db: Executor, tokenHash: string): Promise<LoadedSession | null> {
    const [row] = await queryRows<SessionRow>(
      db,
      sql`
      select s.id as session_id, s.started_at, s.last_seen_at, s.revoked_at,
        u.id, u.user_id, u.user_name, u.real_name, u.mobile, u.status, u.area_code, u.department_code,
        coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name_zh, 'scope', r.data_scope,
            'codes', (select json_agg(rp.code) from role_permissions rp where rp.role_id = r.id)) order by r.id)
          from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
        coalesce((select json_agg(ug.group_id order by ug.group_id) from user_groups ug where ug.user_id = u.id), '[]'::json) as group_ids
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${tokenHash}`,
    );
    if (!row) return null;
    const roles = parseJson(row.roles).map((r) => ({ ...r, codes: r.codes ?? [] }));
    const permissions = new Set(roles.flatMap((r) => r.codes));
    return {
      startedAt: new Date(row.started_at),
      lastSeenAt: new Date(row.last_seen_at),
      revoked: row.revoked_at !== null,
      userActive: row.status === 1,
      user: {
        sessionId: row.session_id,
        sessionStartedAt: new Date(row.started_at),
        id: row.id,
        userId: row.user_id,
        userName: row.user_name,
        realName: row.real_name,
        mobile: row.mobile,
        areaCode: row.area_code,
        departmentCode: row.department_code,
        groupIds: parseJson(row.group_ids),
        roles,
        permissions,
      },
    };
  },

  async touch(db: Executor, sessionId: number, at: Date) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
  },

  /** Revokes one session; true when it was live. */
  /** Sessions that can never be used again: ended, idle past their limit, or past their whole life. */
  async pruneEnded(db: Executor, cut: { endedBefore: Date; idleBefore: Date; startedBefore: Date }) {
    const gone = await db
      .delete(sessions)
      .where(
        or(lt(sessions.revokedAt, cut.endedBefore), lt(sessions.lastSeenAt, cut.idleBefore), lt(sessions.startedAt, cut.startedBefore)),
      )
      .returning({ id: sessions.id });
    return gone.length;
  },
  async revoke(db: Executor, sessionId: number, at: Date) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  },

  async revokeAllForUser(db: Executor, userId: number, at: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  /** Every live session of the user but one (the one that changed the password stays). */
  async revokeOthersForUser(db: Executor, userId: number, keepSessionId: number, at: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  },
};

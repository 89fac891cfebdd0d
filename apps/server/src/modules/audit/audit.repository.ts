import type { AuditFilter } from '@lc/shared';
import { type SQL, and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { auditLog } from './audit.table';

/** Business dates are Asia/Shanghai days (ARCHITECTURE: Data), whatever the server's TZ. */
const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The list's WHERE (no row-level scope: the log is read whole by whoever holds sys_audit_log). */
export function auditWhere(q: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.entity) parts.push(eq(auditLog.entity, q.entity));
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.actorId !== undefined) parts.push(eq(auditLog.actorId, q.actorId));
  if (q.from) parts.push(gte(auditLog.at, shanghaiDayStart(q.from)));
  if (q.to) parts.push(lt(auditLog.at, new Date(shanghaiDayStart(q.to).getTime() + 86_400_000)));
  return and(...parts);
}

export type AuditInsert = typeof auditLog.$inferInsert;

export const auditRepository = {
  async insert(db: Executor, row: AuditInsert) {
    await db.insert(auditLog).values(row);
  },

  /** The log, newest first, counted capped (it grows without end; db/paged-list.ts). */
  list: listSource({ rows: (db) => db.select().from(auditLog).$dynamic(), order: [desc(auditLog.id)], counted: { from: auditLog } }),

  async count(db: Executor, q: AuditFilter) {
    const [row] = await db.select({ n: count() }).from(auditLog).where(auditWhere(q));
    return row?.n ?? 0;
  },

  /**
   * One export batch, keyset-paged on id, newest first (every batch is an index range, however
   * deep it goes), already as the file's text: the time in Shanghai, the JSON as PostgreSQL
   * writes it. Plain rows from the driver: no per-field mapping, no JSON parsed to be written again.
   */
  exportBatch(db: Executor, q: AuditFilter, before: string | null, size: number) {
    const where = and(auditWhere(q), before === null ? undefined : sql`${auditLog.id} < ${before}::bigint`) ?? sql`true`;
    return queryRows<AuditExportRow>(
      db,
      sql`select ${auditLog.id}::text as "id",
        to_char((${auditLog.at} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') as "at",
        ${auditLog.actorName} as "actorName", ${auditLog.actorId} as "actorId", ${auditLog.entity} as "entity",
        ${auditLog.entityId} as "entityId", ${auditLog.action} as "action",
        ${auditLog.before}::text as "before", ${auditLog.after}::text as "after", ${auditLog.ip} as "ip"
      from ${auditLog} where ${where} order by ${auditLog.id} desc limit ${size}`,
    );
  },
};

/** An audit row as the export writes it: every field text, but the actor's id. */
export type AuditExportRow = {
  id: string;
  at: string;
  actorName: string | null;
  actorId: number | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: string | null;
  after: string | null;
  ip: string | null;
};

import type { AuditFilter, AuditListQuery } from '@lc/shared';
import { type SQL, and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from './audit.table';
import { countCapped } from '../../db/capped-count';

/** Business dates are Asia/Shanghai days (ARCHITECTURE: Data), whatever the server's TZ. */
const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

function auditWhere(q: AuditFilter): SQL | undefined {
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

  /** One page, newest first, and the count under the same filter (capped: the log grows without end). */
  async page(db: Executor, q: AuditListQuery) {
    const condition = auditWhere(q);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(condition)
        .orderBy(desc(auditLog.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      countCapped(db, { from: auditLog, where: condition }),
    ]);
    return { rows, total };
  },

  async count(db: Executor, q: AuditFilter) {
    const [row] = await db.select({ n: count() }).from(auditLog).where(auditWhere(q));
    return row?.n ?? 0;
  },

  /** Keyset paging on id, newest first: every batch is an index range, however deep it goes. */
  batch(db: Executor, q: AuditFilter, before: number | null, size: number) {
    return db
      .select()
      .from(auditLog)
      .where(and(auditWhere(q), before === null ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(size);
  },
};

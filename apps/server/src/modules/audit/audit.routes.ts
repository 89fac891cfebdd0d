import { type AuditFilter, auditListQuery, auditRow, envelope, listReply } from '@lc/shared';
import { type SQL, and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { access } from '../../plugins/access';
import { auditLog } from './audit.table';

/** Business dates are Asia/Shanghai days (ARCHITECTURE: Data), whatever the server's TZ. */
const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export function auditWhere(q: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.entity) parts.push(eq(auditLog.entity, q.entity));
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.actorId !== undefined) parts.push(eq(auditLog.actorId, q.actorId));
  if (q.from) parts.push(gte(auditLog.at, shanghaiDayStart(q.from)));
  if (q.to) parts.push(lt(auditLog.at, new Date(shanghaiDayStart(q.to).getTime() + 86_400_000)));
  return and(...parts);
}

/** The audit trail, read-only, under 系统设置 › 审计日志. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/v1/admin/audit', {
    config: access('sys_audit_log', 'none'),
    schema: { tags: ['admin'], querystring: auditListQuery, response: { 200: envelope(listReply(auditRow)) } },
    handler: async (request) => {
      const q = request.query;
      const condition = auditWhere(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.id))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize),
        db.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return ok({ total: total?.n ?? 0, list: rows.map((row) => ({ ...row, at: row.at.toISOString() })) });
    },
  });
}

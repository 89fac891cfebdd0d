import { type AuditFilter, auditFilter } from '@lc/shared';
import { and, count, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shanghaiTime } from '../../lib/time';
import type { ExportSource } from '../export/export-source';
import { auditWhere } from './audit.routes';
import { auditLog } from './audit.table';

/** The audit trail as an Excel file, for whoever may read it (no row-level scope: 'none'). */
export function auditExportSource(db: Db): ExportSource<AuditFilter> {
  return {
    key: 'audit-log',
    url: '/v1/admin/audit/export',
    permission: 'sys_audit_log',
    sheetName: '审计日志',
    params: auditFilter,
    columns: [
      { header: '时间', key: 'at', width: 20 },
      { header: '操作人', key: 'actorName', width: 14 },
      { header: '操作人ID', key: 'actorId', width: 10 },
      { header: '对象', key: 'entity', width: 16 },
      { header: '对象ID', key: 'entityId', width: 20 },
      { header: '动作', key: 'action', width: 16 },
      { header: '变更前', key: 'before', width: 40 },
      { header: '变更后', key: 'after', width: 40 },
      { header: 'IP', key: 'ip', width: 16 },
    ],
    async count(_scope, params) {
      const [row] = await db.select({ n: count() }).from(auditLog).where(auditWhere(params));
      return row?.n ?? 0;
    },
    async *batches(_scope, params, batchSize) {
      // Keyset paging on id: every batch is an index range, however deep the file goes.
      let before: number | null = null;
      for (;;) {
        const rows = await db
          .select()
          .from(auditLog)
          .where(and(auditWhere(params), before === null ? undefined : lt(auditLog.id, before)))
          .orderBy(desc(auditLog.id))
          .limit(batchSize);
        if (!rows.length) return;
        yield rows.map((r) => ({
          at: shanghaiTime(r.at),
          actorName: r.actorName,
          actorId: r.actorId,
          entity: r.entity,
          entityId: r.entityId,
          action: r.action,
          before: r.before === null ? null : JSON.stringify(r.before),
          after: r.after === null ? null : JSON.stringify(r.after),
          ip: r.ip,
        }));
        before = rows.at(-1)?.id ?? null;
        if (rows.length < batchSize) return;
      }
    },
  };
}

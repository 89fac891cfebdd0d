import { AUDIT_EXPORT, type AuditFilter } from '@lc/shared';
import type { Db } from '../../db/client';
import { shanghaiTime } from '../../lib/time';
import type { ExportSource } from '../export/export-source';
import { auditRepository } from './audit.repository';

/** The audit trail as an Excel file, for whoever may read it (no row-level scope: 'none'). */
export function auditExportSource(db: Db): ExportSource<AuditFilter> {
  return {
    key: 'audit-log',
    endpoint: AUDIT_EXPORT,
    sheetName: '审计日志',
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
      return auditRepository.count(db, params);
    },
    async *batches(_scope, params, batchSize) {
      let before: number | null = null;
      for (;;) {
        const rows = await auditRepository.batch(db, params, before, batchSize);
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

import { AUDIT_EXPORT, type AuditFilter } from '@lc/shared';
import type { Db } from '../../db/client';
import type { ExportSource } from '../module-kit';
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
      let before: string | null = null;
      for (;;) {
        const rows = await auditRepository.exportBatch(db, params, before, batchSize);
        if (!rows.length) return;
        // The sheet takes the columns' keys from each row; the id is only the next batch's key.
        yield rows;
        before = rows.at(-1)?.id ?? null;
        if (rows.length < batchSize) return;
      }
    },
  };
}

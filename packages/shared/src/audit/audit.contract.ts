import { contract, endpoint } from '../api/contract';
import { listReply } from '../api/envelope';
import { exportEndpoint } from '../export/export-endpoint';
import { auditFilter, auditListQuery, auditRow } from './audit.schema';

const read = { permission: 'sys_audit_log', dataScope: 'none' } as const;

/** The audit trail, read-only, under 系统设置 › 审计日志. */
export const AUDIT_API = contract('audit', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/admin/audit',
    access: read,
    query: auditListQuery,
    reply: listReply(auditRow),
  }),
});

/** The audit list's export: the export module serves it from the audit export source. */
export const AUDIT_EXPORT = exportEndpoint({ path: '/v1/admin/audit/export', permission: 'sys_audit_log', filter: auditFilter });

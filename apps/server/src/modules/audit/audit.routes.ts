import { AUDIT_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import type { AuditService } from './audit.service';

/** The audit trail, read-only, under 系统设置 › 审计日志. */
export async function auditRoutes(app: FastifyInstance, { auditService }: { auditService: AuditService }) {
  serveContract(app, AUDIT_API, {
    list: ({ query }) => auditService.list(query),
  });
}

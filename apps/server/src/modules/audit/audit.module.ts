import { defineModule } from '../module-kit';
import { auditExportSource } from './audit.export';
import { auditRoutes } from './audit.routes';
import { type AuditService, createAuditService } from './audit.service';

declare module '../module-kit' {
  interface ModuleServices {
    audit: AuditService;
  }
}

/** The audit log: read-only list and its export (every module writes through recordAudit). */
export const auditModule = defineModule({
  name: 'audit',
  create: ({ db }) => {
    const service = createAuditService({ db });
    return { service, routes: async (app) => auditRoutes(app, { auditService: service }), exportSources: [auditExportSource(db)] };
  },
});

import { defineModule } from '../module-kit';
import { exportRoutes } from './export.routes';
import { type ExportService, createExportService } from './export.service';

declare module '../module-kit' {
  interface ModuleServices {
    export: ExportService;
  }
}

/** The download centre: every module's `exportSources` are queued, written and kept here. */
export const exportModule = defineModule({
  name: 'export',
  create: ({ db, jobs, files, clock, log, config }) => {
    const service = createExportService({
      db,
      jobs,
      files,
      clock,
      log,
      secretKey: config.secretKey,
      retentionDays: config.exportRetentionDays,
    });
    return {
      service,
      routes: async (app) => exportRoutes(app, { exportService: service }),
      badges: [
        { key: '/fileDownloadManage/fileDownloadList', permission: 'file_download_list', count: (user) => service.countReady(user) },
      ],
    };
  },
});

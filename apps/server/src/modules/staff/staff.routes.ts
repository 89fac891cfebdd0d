import multipart from '@fastify/multipart';
import { EXCEL_UPLOAD_MAX_KB, STAFF_API } from '@lc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Validation, keyed } from '../../lib/errors';
import { answer, serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import { staffImportTemplate } from './staff-import.adapter';
import type { StaffService } from './staff.service';

/** The uploaded sheet's bytes: one .xls/.xlsx file within the size limit. */
async function uploadedSheet(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw new Validation(keyed('importNoFile'));
  if (!/\.xlsx?$/i.test(file.filename)) throw new Validation(keyed('importBadFormat'));
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new Validation(keyed('importTooLarge'));
    throw error;
  });
}

/** The staff contract: staff administration under 系统设置 › 员工管理, with the Excel import. */
export async function staffRoutes(app: FastifyInstance, { staffService }: { staffService: StaffService }) {
  // Only the import reads multipart; the parser is registered in this module's scope alone.
  await app.register(multipart, { limits: { fileSize: EXCEL_UPLOAD_MAX_KB * 1024, files: 1, fields: 5 } });

  serveContract(app, STAFF_API, {
    list: ({ user, query }) => staffService.list(user, query),
    create: async ({ user, body, request }) => ({ id: await staffService.create(user, body, actorOf(request)) }),
    grantOptions: ({ user }) => staffService.grantOptions(user),
    update: async ({ user, params, body, request }) => {
      await staffService.update(user, params.id, body, actorOf(request));
      return null;
    },
    resetPassword: async ({ user, params, body, request }) => {
      await staffService.resetPassword(user, params.id, body.password, actorOf(request));
      return null;
    },
    import: async ({ user, request }) => {
      const result = await staffService.importSheet(user, await uploadedSheet(request), actorOf(request));
      return answer(result, keyed('importDone', { created: result.created, failed: result.failed }));
    },
    importTemplate: async ({ reply }) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="staff-template.xlsx"; filename*=UTF-8''${encodeURIComponent('员工导入模板.xlsx')}`,
        )
        .send(await staffImportTemplate()),
  });
}

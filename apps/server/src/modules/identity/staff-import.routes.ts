import multipart from '@fastify/multipart';
import { EXCEL_UPLOAD_MAX_KB, type ImportResult, type ImportRowResult, STAFF_IMPORT_COLUMNS } from '@lc/shared';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { AppError, Validation } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import { failedRow, parseStaffSheet } from './staff-import';
import type { StaffService } from './staff.service';

/** Staff from an Excel sheet: every row is tried on its own and answered with its result. */
export async function staffImportRoutes(app: FastifyInstance, { staffService }: { staffService: StaffService }) {
  await app.register(multipart, { limits: { fileSize: EXCEL_UPLOAD_MAX_KB * 1024, files: 1, fields: 5 } });

  app.post('/v1/admin/staff/import', {
    config: access('sys_user_manage:create', 'none'),
    schema: { tags: ['admin'], consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw new Validation('请选择要上传的文件');
      if (!/\.xlsx?$/i.test(file.filename)) throw new Validation('文件格式不正确');
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new Validation('超出文件大小限制');
        throw error;
      });
      const actor = actorOf(request);
      const rows: ImportRowResult[] = [];
      for (const parsed of await parseStaffSheet(bytes)) {
        if ('error' in parsed) {
          rows.push(failedRow(parsed.row, parsed.error));
          continue;
        }
        try {
          await staffService.create(currentUser(request), parsed.input, actor);
          rows.push({ row: parsed.row, ok: true, message: '已新增' });
        } catch (error) {
          if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
          rows.push(failedRow(parsed.row, error.message));
        }
      }
      const created = rows.filter((r) => r.ok).length;
      const result: ImportResult = { created, failed: rows.length - created, rows };
      return ok(result, `导入完成：成功${created}行，失败${rows.length - created}行`);
    },
  });

  app.get('/v1/admin/staff/import-template', {
    config: access('sys_user_manage:create', 'none'),
    schema: { tags: ['admin'] },
    handler: async (_request, reply) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('员工');
      sheet.columns = STAFF_IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 16, style: { numFmt: '@' } }));
      sheet.addRow({
        realName: '张三',
        mobile: '13900000001',
        email: 'zhangsan@example.com',
        areaCode: 'BJ_11',
        roleIds: '11',
        groupIds: '1',
        password: 'Init@2026',
      });
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="staff-template.xlsx"; filename*=UTF-8''${encodeURIComponent('员工导入模板.xlsx')}`,
        );
      return reply.send(Buffer.from(await workbook.xlsx.writeBuffer()));
    },
  });
}

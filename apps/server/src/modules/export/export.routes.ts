import { downloadBody, envelope, exportCreated, exportFileName, exportTask, listReply, pageQuery } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import { scopeFor } from '../identity/session-user';
import type { ExportService } from './export.service';

const DOWNLOADS = 'file_download_list';

/**
 * One route per registered export source (spec 001 §7: GET with the list's params plus
 * fileName; the reply carries taskNo and downloadPassword), and the download center's calls.
 */
export async function exportRoutes(app: FastifyInstance, { exportService }: { exportService: ExportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const source of exportService.sources()) {
    const querystring = z.object({ fileName: exportFileName }).and(source.params);
    r.get(source.url, {
      config: access(source.permission, 'scoped'),
      schema: { tags: ['export'], querystring, response: { 200: envelope(exportCreated) } },
      handler: async (request) => {
        const user = currentUser(request);
        const { fileName, ...params } = request.query as { fileName: string } & Record<string, unknown>;
        const created = await exportService.create(
          user,
          source,
          { fileName, params, scope: scopeFor(user, source.permission) },
          actorOf(request),
        );
        return ok(created, '下载任务添加成功');
      },
    });
  }

  r.get('/v1/export/tasks', {
    config: access(DOWNLOADS, 'own'),
    schema: { tags: ['export'], querystring: pageQuery, response: { 200: envelope(listReply(exportTask)) } },
    handler: async (request) => ok(await exportService.list(currentUser(request), request.query)),
  });

  // POST: the password travels in the body, never in a URL or a log line.
  r.post('/v1/export/tasks/:taskNo/download', {
    config: access(DOWNLOADS, 'own'),
    schema: { tags: ['export'], params: z.object({ taskNo: z.string().max(40) }), body: downloadBody },
    handler: async (request, reply) => {
      const file = await exportService.download(currentUser(request), request.params.taskNo, request.body.password, actorOf(request));
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="export.zip"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store');
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  });
}

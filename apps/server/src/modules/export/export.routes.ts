import { EXPORT_API, routePath, envelope, exportCreated, exportFileName, message } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { serveContract } from '../../lib/serve-endpoint';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import { scopeFor } from '../../core/session-user';
import type { ExportService } from './export.service';

/**
 * One route per registered export source (spec 001 §7: GET with the list's params plus
 * fileName; the reply carries taskNo and downloadPassword), and the download center's calls.
 */
export async function exportRoutes(app: FastifyInstance, { exportService }: { exportService: ExportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const source of exportService.sources()) {
    const { endpoint } = source;
    const querystring = z.object({ fileName: exportFileName }).and(endpoint.filter);
    r.get(routePath(endpoint), {
      config: access(endpoint.access.permission, endpoint.access.dataScope),
      schema: { tags: ['export'], querystring, response: { 200: envelope(exportCreated) } },
      handler: async (request) => {
        const user = currentUser(request);
        const { fileName, ...params } = request.query as { fileName: string } & Record<string, unknown>;
        const created = await exportService.create(
          user,
          source,
          { fileName, params, scope: scopeFor(user, endpoint.access.permission) },
          actorOf(request),
        );
        return ok(created, message('exportTaskAdded', localeOf(request.headers['accept-language'])));
      },
    });
  }

  serveContract(app, EXPORT_API, {
    tasks: ({ user, query }) => exportService.list(user, query),
    download: async ({ user, params, body, request, reply }) => {
      const file = await exportService.download(user, params.taskNo, body.password, actorOf(request));
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="export.zip"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store');
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  });
}

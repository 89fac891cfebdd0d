import { envelope, regionDetail, regionParams, regionTreeReply } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access } from '../../plugins/access';
import type { RegionService } from './region.service';

/** The dictionary changes only with a release; clients keep it a week and revalidate by ETag. */
const CACHE = 'private, max-age=604800';

export async function regionRoutes(app: FastifyInstance, { regionService }: { regionService: RegionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Without the zod provider's reply types: it sends pre-serialised bytes, or an empty 304.
  app.get('/v1/regions', {
    config: access(SIGNED_IN, 'none'),
    schema: { tags: ['region'], response: { 200: envelope(regionTreeReply), 304: z.null().describe('Not modified') } },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE).header('etag', regionService.etag);
      if (regionService.isFresh(request.headers['if-none-match'])) return reply.code(304).send();
      // Already serialised at start-up: a JSON string with a JSON content type is sent as it is.
      return reply.type('application/json; charset=utf-8').send(regionService.treeReply);
    },
  });

  r.get('/v1/regions/:code', {
    config: access(SIGNED_IN, 'none'),
    schema: { tags: ['region'], params: regionParams, response: { 200: envelope(regionDetail) } },
    handler: async (request, reply) => {
      const found = regionService.detail(request.params.code);
      if (!found) throw new NotFound('行政区划代码不存在');
      reply.header('cache-control', CACHE);
      return ok(found);
    },
  });
}

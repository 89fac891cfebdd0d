import { REGION_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { NotFound, keyed } from '../../lib/errors';
import { serveContract } from '../../lib/serve-endpoint';
import type { RegionService } from './region.service';

/** The dictionary changes only with a release; clients keep it a week and revalidate by ETag. */
const CACHE = 'private, max-age=604800';

export async function regionRoutes(app: FastifyInstance, { regionService }: { regionService: RegionService }) {
  serveContract(app, REGION_API, {
    // Answers itself: pre-serialised bytes, or an empty 304.
    tree: async ({ request, reply }) => {
      reply.header('cache-control', CACHE).header('etag', regionService.etag);
      if (regionService.isFresh(request.headers['if-none-match'])) return reply.code(304).send();
      // Already serialised at start-up: a JSON string with a JSON content type is sent as it is.
      return reply.type('application/json; charset=utf-8').send(regionService.treeReply);
    },
    detail: async ({ params, reply }) => {
      const found = regionService.detail(params.code);
      if (!found) throw new NotFound(keyed('regionNotFound'));
      reply.header('cache-control', CACHE);
      return found;
    },
  });
}

import { envelope, statusDictionaryData, statusDictionaryReply } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { matchesEtag, strongEtag } from '../../lib/etag';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access } from '../../plugins/access';

/**
 * Signed-in data, so never in a shared cache; always revalidated (a 304 costs nothing), so a
 * release that adds a code is seen at once.
 */
const CACHE = 'private, no-cache';

/** The status dictionary (STATUS_LISTS) for clients other than our SPA, which imports it. */
export async function dictionaryRoutes(app: FastifyInstance) {
  // Built once: the lists change only with a release.
  const body = JSON.stringify(ok(statusDictionaryData()));
  const etag = strongEtag(body);

  // Without the zod provider's reply types: it sends pre-serialised bytes, or an empty 304.
  app.get('/v1/dictionaries/status', {
    config: access(SIGNED_IN, 'none'),
    schema: { tags: ['dictionary'], response: { 200: envelope(statusDictionaryReply), 304: z.null().describe('Not modified') } },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}

import {
  ENCRYPT_FIELDS_PATH,
  ENCRYPT_RECORD_PATH,
  encryptRecordQuery,
  encryptRecordReply,
  envelope,
  maskedFieldsReply,
  sensitiveRecordQuery,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { SensitiveService } from './sensitive.service';

/**
 * Open to signed-in users at the route; each entity's own permission and data scope are checked
 * by the service, since one route serves every registered entity.
 */
export async function sensitiveRoutes(app: FastifyInstance, { sensitiveService }: { sensitiveService: SensitiveService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(ENCRYPT_FIELDS_PATH, {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags: ['sensitive'], querystring: sensitiveRecordQuery, response: { 200: envelope(maskedFieldsReply) } },
    handler: async (request) => ok(await sensitiveService.masked(currentUser(request), request.query)),
  });

  r.get(ENCRYPT_RECORD_PATH, {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags: ['sensitive'], querystring: encryptRecordQuery, response: { 200: envelope(encryptRecordReply) } },
    handler: async (request, reply) => {
      const result = await sensitiveService.reveal(currentUser(request), request.query, actorOf(request));
      reply.header('cache-control', 'no-store');
      return ok(result);
    },
  });
}

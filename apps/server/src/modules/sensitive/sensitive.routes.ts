import { SENSITIVE_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { SensitiveService } from './sensitive.service';

/**
 * Open to signed-in users at the route (the contract); each entity's own permission and data
 * scope are checked by the service, since one route serves every registered entity.
 */
export async function sensitiveRoutes(app: FastifyInstance, { sensitiveService }: { sensitiveService: SensitiveService }) {
  serveContract(app, SENSITIVE_API, {
    maskedFields: ({ user, query }) => sensitiveService.masked(user, query),
    reveal: async ({ user, query, request, reply }) => {
      const result = await sensitiveService.reveal(user, query, actorOf(request));
      reply.header('cache-control', 'no-store');
      return result;
    },
  });
}

import { BLACKLIST_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { BlacklistService } from './blacklist.service';

/** The blacklist contract's handlers: the list is the firm's own, so the service takes no scope. */
export async function blacklistRoutes(app: FastifyInstance, { blacklistService }: { blacklistService: BlacklistService }) {
  serveContract(app, BLACKLIST_API, {
    list: ({ query }) => blacklistService.list(query),
    add: ({ user, body, request }) => blacklistService.add(user.id, body, actorOf(request)),
    remove: async ({ user, params, body, request }) => {
      await blacklistService.remove(user.id, params.id, body.reason, actorOf(request));
      return null;
    },
  });
}

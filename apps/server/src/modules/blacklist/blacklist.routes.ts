import {
  BLACKLIST_PERMISSION,
  blacklistInput,
  blacklistListQuery,
  blacklistListReply,
  blacklistRemoveBody,
  envelope,
  recordIdParams,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { BlacklistService } from './blacklist.service';

/**
 * /blackCustomer/blackCustomerList under black_list. Data scope 'none': the list is the firm's
 * own, the same for every holder of the code, not records that belong to staff.
 */
export async function blacklistRoutes(app: FastifyInstance, { blacklistService }: { blacklistService: BlacklistService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blacklist'];

  r.get('/v1/blacklist/list', {
    config: access(BLACKLIST_PERMISSION, 'none'),
    schema: { tags, querystring: blacklistListQuery, response: { 200: envelope(blacklistListReply) } },
    handler: async (request) => ok(await blacklistService.list(request.query)),
  });

  r.post('/v1/blacklist', {
    config: access(BLACKLIST_PERMISSION, 'none'),
    schema: { tags, body: blacklistInput, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    handler: async (request) => ok(await blacklistService.add(currentUser(request).id, request.body, actorOf(request)), '已加入黑名单'),
  });

  r.post('/v1/blacklist/:id/remove', {
    config: access(BLACKLIST_PERMISSION, 'none'),
    schema: { tags, params: recordIdParams, body: blacklistRemoveBody, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await blacklistService.remove(currentUser(request).id, request.params.id, request.body.reason, actorOf(request));
      return ok(null, '已移出黑名单');
    },
  });
}

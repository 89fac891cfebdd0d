import { VALUATION_PERMISSION as P, envelope, evsListQuery, evsListReply } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import type { EvsService } from './evs.service';

/** /mortgageEvsManage/mortgageEvsList: the shared list block reads data.list/data.total with code 200. */
export async function evsRoutes(app: FastifyInstance, { evs }: { evs: EvsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/mortgage/valuation/v2/list', {
    config: access(P.evsList, 'scoped'),
    schema: { tags: ['valuation'], querystring: evsListQuery, response: { 200: envelope(evsListReply) } },
    handler: async (request) => ok(await evs.list(currentUser(request), request.query)),
  });
}

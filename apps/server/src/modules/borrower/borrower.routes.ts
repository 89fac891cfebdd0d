import {
  BORROWER_PERMISSION,
  borrowerDetail,
  borrowerInput,
  borrowerListQuery,
  borrowerListReply,
  borrowerReport,
  borrowerUpdate,
  envelope,
  recordIdParams,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { BorrowerService } from './borrower.service';

/** /borrowerManage: borrowerList, borrowerDetail and borrowerReport, all under borrower_user_manager. */
export async function borrowerRoutes(app: FastifyInstance, { borrowerService }: { borrowerService: BorrowerService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['borrower'];

  r.get('/v1/borrower/list', {
    config: access(BORROWER_PERMISSION, 'scoped'),
    schema: { tags, querystring: borrowerListQuery, response: { 200: envelope(borrowerListReply) } },
    handler: async (request) => ok(await borrowerService.list(currentUser(request), request.query)),
  });

  r.post('/v1/borrower', {
    config: access(BORROWER_PERMISSION, 'own'),
    schema: { tags, body: borrowerInput, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    handler: async (request) => ok(await borrowerService.create(currentUser(request), request.body, actorOf(request)), '已新增借款人'),
  });

  r.get('/v1/borrower/:id', {
    config: access(BORROWER_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(borrowerDetail) } },
    handler: async (request) => ok(await borrowerService.detail(currentUser(request), request.params.id)),
  });

  r.put('/v1/borrower/:id', {
    config: access(BORROWER_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, body: borrowerUpdate, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await borrowerService.update(currentUser(request), request.params.id, request.body, actorOf(request));
      return ok(null, '已保存');
    },
  });

  r.get('/v1/borrower/:id/report', {
    config: access(BORROWER_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(borrowerReport) } },
    handler: async (request) => ok(await borrowerService.report(currentUser(request), request.params.id)),
  });
}

import {
  FIRM_PERMISSION,
  envelope,
  firmActionBody,
  firmActionParams,
  firmDetail,
  firmInput,
  firmListQuery,
  firmListReply,
  firmUpdate,
  recordIdParams,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { FirmService } from './firm.service';

/** /firmManage (firmRecords, businessFirmRecords): every call under business_company_manage. */
export async function firmRoutes(app: FastifyInstance, { firmService }: { firmService: FirmService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['firm'];

  r.get('/v1/firm/list', {
    config: access(FIRM_PERMISSION, 'scoped'),
    schema: { tags, querystring: firmListQuery, response: { 200: envelope(firmListReply) } },
    handler: async (request) => ok(await firmService.list(currentUser(request), request.query)),
  });

  r.post('/v1/firm', {
    config: access(FIRM_PERMISSION, 'own'),
    schema: { tags, body: firmInput, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    handler: async (request) => ok(await firmService.create(currentUser(request), request.body, actorOf(request)), '已新增企业'),
  });

  r.get('/v1/firm/:id', {
    config: access(FIRM_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(firmDetail) } },
    handler: async (request) => ok(await firmService.detail(currentUser(request), request.params.id)),
  });

  r.put('/v1/firm/:id', {
    config: access(FIRM_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, body: firmUpdate, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await firmService.update(currentUser(request), request.params.id, request.body, actorOf(request));
      return ok(null, '已保存');
    },
  });

  r.post('/v1/firm/:id/actions/:action', {
    config: access(FIRM_PERMISSION, 'scoped'),
    schema: {
      tags,
      params: firmActionParams,
      body: firmActionBody,
      response: { 200: envelope(z.object({ status: z.number().int(), version: z.number().int() })) },
    },
    handler: async (request) => {
      const { id, action } = request.params;
      const result = await firmService.act(currentUser(request), id, action, request.body.reason, actorOf(request));
      return ok(result, action === 'disable' ? '已停用' : '已启用');
    },
  });
}

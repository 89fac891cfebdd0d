import {
  PREBILL_PERMISSION,
  envelope,
  preBillBrowseQuery,
  preBillConvertBody,
  preBillConvertReply,
  preBillCreateBody,
  preBillDetail,
  preBillListQuery,
  preBillListReply,
  recordIdParams,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { PreBillService } from './prebill.service';

const tags = ['bill'];

/** Pre-bills: /billManage/preBillList (own) and /billManage/preBillBrowse (scoped). */
export async function preBillRoutes(app: FastifyInstance, { preBillService: s }: { preBillService: PreBillService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/v1/prebill', {
    config: access(PREBILL_PERMISSION.own, 'own'),
    schema: { tags, body: preBillCreateBody, response: { 200: envelope(z.object({ id: z.number().int(), version: z.number().int() })) } },
    handler: async (req) => ok(await s.create(currentUser(req), req.body, actorOf(req)), '询价已保存'),
  });
  r.get('/v1/prebill/mine', {
    config: access(PREBILL_PERMISSION.own, 'own'),
    schema: { tags, querystring: preBillListQuery, response: { 200: envelope(preBillListReply) } },
    handler: async (req) => ok(await s.mine(currentUser(req), req.query)),
  });
  r.get('/v1/prebill/browse', {
    config: access(PREBILL_PERMISSION.browse, 'scoped'),
    schema: { tags, querystring: preBillBrowseQuery, response: { 200: envelope(preBillListReply) } },
    handler: async (req) => ok(await s.browse(currentUser(req), req.query)),
  });
  r.get('/v1/prebill/browse/:id', {
    config: access(PREBILL_PERMISSION.browse, 'scoped'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(preBillDetail) } },
    handler: async (req) => ok(await s.browseOne(currentUser(req), req.params.id)),
  });
  r.get('/v1/prebill/:id', {
    config: access(PREBILL_PERMISSION.own, 'own'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(preBillDetail) } },
    handler: async (req) => ok(await s.own(currentUser(req), req.params.id)),
  });
  r.post('/v1/prebill/:id/convert', {
    config: access(PREBILL_PERMISSION.own, 'own'),
    schema: { tags, params: recordIdParams, body: preBillConvertBody, response: { 200: envelope(preBillConvertReply) } },
    handler: async (req) => ok(await s.convert(currentUser(req), req.params.id, req.body.version, actorOf(req)), '已转为报单草稿'),
  });
}

import {
  VALUATION_PERMISSION as P,
  envelope,
  zglDistrictItem,
  zglEnquiryBody,
  zglEnquiryReply,
  zglPropertyBody,
  zglPropertyItem,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import { ok0 } from './fanggugu.routes';
import type { FurtherService } from './further.service';
import type { FurtherProvider } from './providers/provider';

/** The further provider (zgl), spec 000 §7. */
export async function zglRoutes(app: FastifyInstance, opts: { further: FurtherService; provider: FurtherProvider }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['valuation'];
  const id = z.object({ id: z.string().trim().min(1).max(64) });

  r.get('/mortgage/zgl/district/:id', {
    config: access(P.zgl, 'none'),
    schema: { tags, params: id, response: { 200: envelope(z.array(zglDistrictItem)) } },
    handler: async (request) => ok0(await opts.provider.districts(request.params.id)),
  });
  r.post('/mortgage/zgl/property', {
    config: access(P.zgl, 'none'),
    schema: { tags, body: zglPropertyBody, response: { 200: envelope(z.array(zglPropertyItem)) } },
    handler: async (request) => ok0(await opts.provider.properties(request.body.cityCode, request.body.areaCode, request.body.keyword)),
  });
  r.post('/mortgage/zgl/artificial_enquiry', {
    config: access(P.zgl, 'scoped'),
    schema: { tags, body: zglEnquiryBody, response: { 200: envelope(zglEnquiryReply) } },
    handler: async (request) => {
      const { reply, msg } = await opts.further.enquire(currentUser(request), request.body, actorOf(request));
      return ok0(reply, msg);
    },
  });
  r.get('/mortgage/zgl/artificial_enquiry_result/:id', {
    config: access(P.zgl, 'scoped'),
    schema: { tags, params: id, response: { 200: envelope(zglEnquiryReply) } },
    handler: async (request) => {
      const { reply, msg } = await opts.further.result(currentUser(request), request.params.id);
      return ok0(reply, msg);
    },
  });
}

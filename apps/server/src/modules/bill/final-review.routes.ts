import {
  FINAL_REVIEW_PERMISSION as P,
  envelope,
  finalCustomerListReply,
  finalFirmListReply,
  finalListQuery,
  riskRecordListReply,
  riskRecordQuery,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import type { FinalReviewService } from './final-review.service';

const tags = ['bill'];

/** /finalManage's individual and company lists, and /riskControlRecord's records. */
export async function finalReviewRoutes(app: FastifyInstance, { finalReviewService: s }: { finalReviewService: FinalReviewService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/v1/bill/final/customers', {
    config: access(P.final, 'scoped'),
    schema: { tags, querystring: finalListQuery, response: { 200: envelope(finalCustomerListReply) } },
    handler: async (req) => ok(await s.customers(currentUser(req), req.query)),
  });
  r.get('/v1/bill/final/firms', {
    config: access(P.final, 'scoped'),
    schema: { tags, querystring: finalListQuery, response: { 200: envelope(finalFirmListReply) } },
    handler: async (req) => ok(await s.firms(currentUser(req), req.query)),
  });
  r.get('/v1/bill/risk-records', {
    config: access(P.records, 'scoped'),
    schema: { tags, querystring: riskRecordQuery, response: { 200: envelope(riskRecordListReply) } },
    handler: async (req) => ok(await s.riskRecords(currentUser(req), req.query)),
  });
}

import { FINAL_REVIEW_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import type { FinalReviewService } from './final-review.service';

/** /finalManage's individual and company lists, and /riskControlRecord's records. */
export async function finalReviewRoutes(app: FastifyInstance, { finalReviewService: s }: { finalReviewService: FinalReviewService }) {
  serveContract(app, FINAL_REVIEW_API, {
    customers: ({ user, query }) => s.customers(user, query),
    firms: ({ user, query }) => s.firms(user, query),
    riskRecords: ({ user, query }) => s.riskRecords(user, query),
  });
}

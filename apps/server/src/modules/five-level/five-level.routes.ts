import { FIVE_LEVEL_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { FiveLevelService } from './five-level.service';

/** The five-level contract's handlers: parse (done by the contract) → service → reply. */
export async function fiveLevelRoutes(app: FastifyInstance, service: FiveLevelService) {
  serveContract(app, FIVE_LEVEL_API, {
    loanList: ({ user, query }) => service.loans(user, query),
    loanDetail: ({ user, params }) => service.loan(user, params.id),
    changeLevel: ({ user, body, request }) => service.request(user, body, actorOf(request)),
    changeRecords: ({ user, body }) => service.records(user, body),
    approve: async ({ user, params, body, request }) => {
      await service.approve(user, params.id, body.comment, actorOf(request));
      return null;
    },
    reject: async ({ user, params, body, request }) => {
      await service.reject(user, params.id, body.comment, actorOf(request));
      return null;
    },
  });
}

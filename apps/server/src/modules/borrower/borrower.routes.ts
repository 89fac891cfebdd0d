import { BORROWER_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { BorrowerService } from './borrower.service';

/** The borrower contract's handlers: parse (done by the contract) → service → reply. */
export async function borrowerRoutes(app: FastifyInstance, { borrowerService }: { borrowerService: BorrowerService }) {
  serveContract(app, BORROWER_API, {
    list: ({ user, query }) => borrowerService.list(user, query),
    create: ({ user, body, request }) => borrowerService.create(user, body, actorOf(request)),
    detail: ({ user, params }) => borrowerService.detail(user, params.id),
    update: async ({ user, params, body, request }) => {
      await borrowerService.update(user, params.id, body, actorOf(request));
      return null;
    },
    report: ({ user, params }) => borrowerService.report(user, params.id),
  });
}

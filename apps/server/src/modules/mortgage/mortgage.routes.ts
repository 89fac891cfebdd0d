import { MORTGAGE_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { MortgageService } from './mortgage.service';

/** The mortgage contract's handlers: parse (done by the contract) → service → reply. */
export async function mortgageRoutes(app: FastifyInstance, { mortgageService }: { mortgageService: MortgageService }) {
  serveContract(app, MORTGAGE_API, {
    list: ({ user, query }) => mortgageService.list(user, query),
    create: ({ user, body, request }) => mortgageService.create(user, body, actorOf(request)),
    detail: ({ user, params }) => mortgageService.detail(user, params.id),
    update: async ({ user, params, body, request }) => {
      await mortgageService.update(user, params.id, body, actorOf(request));
      return null;
    },
  });
}

import { MORTGAGEE_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { MortgageeService } from './mortgage.service';

/** The mortgage contract's handlers: parse (done by the contract) → service → reply. */
export async function mortgageeRoutes(app: FastifyInstance, { mortgageeService }: { mortgageeService: MortgageeService }) {
  serveContract(app, MORTGAGEE_API, {
    list: ({ user, query }) => mortgageeService.list(user, query),
    create: ({ user, body, request }) => mortgageeService.create(user, body, actorOf(request)),
    detail: ({ user, params }) => mortgageeService.detail(user, params.id),
    update: async ({ user, params, body, request }) => {
      await mortgageeService.update(user, params.id, body, actorOf(request));
      return null;
    },
  });
}

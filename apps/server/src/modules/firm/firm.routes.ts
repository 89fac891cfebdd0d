import { FIRM_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { FirmService } from './firm.service';

/** The firm contract's handlers: parse (done by the contract) → service → reply. */
export async function firmRoutes(app: FastifyInstance, { firmService }: { firmService: FirmService }) {
  serveContract(app, FIRM_API, {
    list: ({ user, query }) => firmService.list(user, query),
    create: ({ user, body, request }) => firmService.create(user, body, actorOf(request)),
    detail: ({ user, params }) => firmService.detail(user, params.id),
    update: async ({ user, params, body, request }) => {
      await firmService.update(user, params.id, body, actorOf(request));
      return null;
    },
    act: ({ user, params, body, request }) => firmService.act(user, params.id, params.action, body.reason, actorOf(request)),
  });
}

import { CHARGE_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ModuleServices } from '../module-kit';

/** The module's service as its manifest declares it (importing the manifest here would make a cycle). */
type ChargeService = ModuleServices['charge'];

/** The charge contract's handlers: parse (done by the contract) → service → reply. */
export async function chargeRoutes(app: FastifyInstance, { standards, pricing, levels }: ChargeService) {
  serveContract(app, CHARGE_API, {
    standardList: ({ query }) => standards.list(query),
    standardDetail: ({ params, query }) => standards.detail(params.code, query.versionNo),
    standardUpdate: ({ params, body, request }) => standards.update(params.code, body, actorOf(request)),
    managerLevelList: ({ user, query }) => levels.list(user, query),
    managerLevelUpdate: ({ user, params, body, request }) => levels.update(user, params.id, body.level, actorOf(request)),
    billPrice: ({ user, params, request }) => pricing.priceFor(user, params.id, actorOf(request)),
  });
}

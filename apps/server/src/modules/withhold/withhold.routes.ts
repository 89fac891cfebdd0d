import { WITHHOLD_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { SimulatedOutcome } from '../grant/payment-channel.adapter';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { WithholdService } from './withhold.service';

/** The withholding contract's handlers: parse (done by the contract) → service → reply. */
export async function withholdRoutes(
  app: FastifyInstance,
  service: WithholdService,
  simulator: { setNext(o: SimulatedOutcome): void } | null,
) {
  const { recharges } = service;
  serveContract(app, WITHHOLD_API, {
    records: ({ user, body }) => service.records(user, body),
    deskList: ({ user, body }) => service.deskList(user, body),
    dues: ({ user, body }) => service.dues(user, body),
    detail: ({ user, params }) => service.detail(user, params.id),
    start: ({ user, body, request }) => service.start(user, body, actorOf(request)),
    retry: ({ user, params, request }) => service.retry(user, params.id, actorOf(request)),
    query: ({ user, params, request }) => service.query(user, params.id, actorOf(request)),
    reconcile: ({ body, request }) => service.reconcile(body.day, actorOf(request)),
    // The simulator's control exists only while the simulator is the channel.
    channelNext: async ({ body }) => {
      simulator?.setNext(body.outcome);
      return { outcome: simulator ? body.outcome : 'none' };
    },
    rechargeList: ({ user, body }) => recharges.list(user, body),
    rechargeLoans: ({ user, body }) => recharges.loans(user, body.keyword),
    recharge: ({ user, body, request }) => recharges.record(user, body, actorOf(request)),
    rechargeApprove: ({ user, params, request }) => recharges.approve(user, params.id, actorOf(request)),
    rechargeReject: ({ user, params, body, request }) => recharges.reject(user, params.id, body, actorOf(request)),
  });
}

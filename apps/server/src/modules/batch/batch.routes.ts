import { BATCH_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { BatchService } from './batch.service';
import type { SimulatedParty } from './funding-party.adapter';

/** The batch contract's handlers: parse (done by the contract) → service → reply. */
export async function batchRoutes(app: FastifyInstance, batches: BatchService, simulator: SimulatedParty | null) {
  serveContract(app, BATCH_API, {
    list: ({ user, query }) => batches.list(user, query),
    candidates: ({ user, query }) => batches.candidates(user, query),
    create: ({ user, body, request }) => batches.create(user, body, actorOf(request)),
    detail: ({ user, params }) => batches.detail(user, params.id),
    act: ({ user, params, body, request }) => batches.act(user, params.id, params.action, body, actorOf(request)),
    // The simulator's control exists only while the simulator is the adapter.
    partyNext: async ({ body }) => {
      if (simulator && body.outcome) simulator.setNext(body.outcome);
      return { outcome: simulator ? (body.outcome ?? null) : null, received: simulator ? simulator.received() : null };
    },
  });
}

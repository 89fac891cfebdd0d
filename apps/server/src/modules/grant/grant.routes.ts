import { GRANT_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { GrantService } from './grant.service';
import type { SimulatorControl } from './payment-channel.adapter';

/** The grant contract's handlers: parse (done by the contract) → service → reply. */
export async function grantRoutes(app: FastifyInstance, grants: GrantService, simulator: SimulatorControl | null) {
  serveContract(app, GRANT_API, {
    list: ({ user, query }) => grants.list(user, query),
    riskList: ({ user, query }) => grants.inbox(user, 'riskList', query),
    vp1List: ({ user, query }) => grants.inbox(user, 'vp1List', query),
    vp2List: ({ user, query }) => grants.inbox(user, 'vp2List', query),
    financeList: ({ user, query }) => grants.inbox(user, 'financeList', query),
    grantableBills: ({ user }) => grants.grantableBills(user),
    rejections: ({ user, query }) => grants.rejections(user, query),
    detail: ({ user, params }) => grants.detail(user, params.id),
    draws: ({ user, params, query }) => grants.draws(user, params.id, query),
    postings: ({ user, params, query }) => grants.postings(user, params.id, query),
    request: ({ user, body, request }) => grants.request(user, body, actorOf(request)),
    resubmit: ({ user, params, body, request }) => grants.resubmit(user, params.id, body, actorOf(request)),
    withdraw: ({ user, params, body, request }) => grants.withdraw(user, params.id, body.flowVersion, actorOf(request)),
    approve: ({ user, params, body, request }) => grants.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => grants.reject(user, params.id, body, actorOf(request)),
    draw: ({ user, params, body, request }) => grants.draw(user, params.id, body, actorOf(request)),
    settleDraw: ({ user, params, request }) => grants.settleDraw(user, params.id, params.drawId, actorOf(request)),
    retryDraw: ({ user, params, body, request }) => grants.retryDraw(user, params.id, params.drawId, body.idempotencyKey, actorOf(request)),
    channelTransfers: async ({ body }) => ({
      limit: simulator
        ? simulator.setTransfers({ ...(body.limit ? { limit: body.limit } : {}), ...(body.failNth ? { failNth: body.failNth } : {}) })
        : 'none',
    }),
    cancelDraw: ({ user, params, request }) => grants.cancelDraw(user, params.id, params.drawId, actorOf(request)),
    // The simulator's control exists only while the simulator is the channel.
    channelNext: async ({ body }) => {
      simulator?.setNext(body.outcome, body.delayMs);
      return { outcome: simulator ? body.outcome : 'none' };
    },
  });
}

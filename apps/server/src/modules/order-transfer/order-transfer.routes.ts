import { ORDER_TRANSFER_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { OrderTransferService } from './order-transfer.service';

/** The order-transfer contract's handlers: parse (done by the contract) → service → reply. */
export async function orderTransferRoutes(app: FastifyInstance, s: OrderTransferService) {
  serveContract(app, ORDER_TRANSFER_API, {
    mine: ({ user, query }) => s.mine(user, query),
    approvals: ({ user, query }) => s.approvals(user, query),
    people: ({ user }) => s.people(user),
    bills: ({ user, query }) => s.bills(user, query),
    detail: ({ user, params }) => s.detail(user, params.id),
    apply: ({ user, body, request }) => s.apply(user, body, actorOf(request)),
    approve: ({ user, params, body, request }) => s.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => s.reject(user, params.id, body, actorOf(request)),
  });
}

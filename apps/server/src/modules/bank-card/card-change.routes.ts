import { CARD_CHANGE_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { CardChangeService } from './card-change.service';

/** The card-change contract's handlers: parse (done by the contract) → service → reply. */
export async function cardChangeRoutes(app: FastifyInstance, changes: CardChangeService) {
  serveContract(app, CARD_CHANGE_API, {
    list: ({ user, query }) => changes.list(user, query),
    cardOptions: ({ user }) => changes.cardOptions(user),
    detail: ({ user, params }) => changes.detail(user, params.id),
    apply: ({ user, body, request }) => changes.apply(user, body, actorOf(request)),
    approve: ({ user, params, body, request }) => changes.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => changes.reject(user, params.id, body, actorOf(request)),
    execute: ({ user, params, body, request }) => changes.execute(user, params.id, body.version, actorOf(request)),
  });
}

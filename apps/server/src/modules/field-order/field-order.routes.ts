import { FIELD_ORDER_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { FieldOrderService } from './field-order.service';

/** The field-order contract's handlers: parse (done by the contract) → service → reply. */
export async function fieldOrderRoutes(app: FastifyInstance, s: FieldOrderService) {
  serveContract(app, FIELD_ORDER_API, {
    list: ({ user, query }) => s.list(user, query),
    detail: ({ user, params }) => s.detail(user, params.id),
    submit: ({ user, params, body, request }) => s.submit(user, params.id, body, actorOf(request)),
    approve: ({ user, params, body, request }) => s.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => s.reject(user, params.id, body, actorOf(request)),
    photo: async ({ user, params, reply }) => sendEncryptedImage(reply, await s.photo(user, params.id, params.photoId)),
    photoKey: async ({ user, params, reply }) => sendImageKey(reply, await s.photoKey(user, params.id, params.photoId)),
    billVisits: ({ user, params }) => s.billVisits(user, params.id),
  });
}

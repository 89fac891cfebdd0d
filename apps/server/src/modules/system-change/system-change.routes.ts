import { SYSTEM_CHANGE_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { SystemChangeService } from './system-change.service';

/** The system-change contract's handlers: parse (done by the contract) → service → reply. */
export async function systemChangeRoutes(app: FastifyInstance, { service }: { service: SystemChangeService }) {
  serveContract(app, SYSTEM_CHANGE_API, {
    options: ({ user }) => service.options(user),
    list: ({ user, query }) => service.list(user, query),
    versions: ({ user, query }) => service.versions(user, query),
    detail: ({ user, params }) => service.detail(user, params.id),
    create: ({ user, body, request }) => service.create(user, body, actorOf(request)),
    approve: ({ user, params, body, request }) => service.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => service.reject(user, params.id, body, actorOf(request)),
  });
}

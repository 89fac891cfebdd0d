import { ARCHIVE_TRANSFER_OLD_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ArchiveTransferOldService } from './archive-transfer-old.service';

/** /archiveTransferManage's handlers: parse (the contract) → service → reply. */
export function archiveTransferOldRoutes(app: FastifyInstance, s: ArchiveTransferOldService) {
  serveContract(app, ARCHIVE_TRANSFER_OLD_API, {
    options: ({ user }) => s.options(user),
    list: ({ user, query }) => s.list(user, query),
    detail: ({ user, params }) => s.detail(user, params.id),
    create: ({ user, body, request }) => s.create(user, body, actorOf(request)),
    cancel: ({ user, params, body, request }) => s.cancel(user, params.id, body.version, actorOf(request)),
    approve: ({ user, params, body, request }) => s.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => s.reject(user, params.id, body, actorOf(request)),
    pull: ({ user, params, body, request }) => s.pull(user, params.id, body.version, actorOf(request)),
    giveBack: ({ user, params, body, request }) => s.giveBack(user, params.id, body.version, actorOf(request)),
  });
}

import { PREBILL_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { PreBillService } from './prebill.service';

/** Pre-bills: /billManage/preBillList (own) and /billManage/preBillBrowse (scoped). */
export async function preBillRoutes(app: FastifyInstance, { preBillService: s }: { preBillService: PreBillService }) {
  serveContract(app, PREBILL_API, {
    create: ({ user, body, request }) => s.create(user, body, actorOf(request)),
    mine: ({ user, query }) => s.mine(user, query),
    browse: ({ user, query }) => s.browse(user, query),
    browseDetail: ({ user, params }) => s.browseOne(user, params.id),
    detail: ({ user, params }) => s.own(user, params.id),
    convert: ({ user, params, body, request }) => s.convert(user, params.id, body.version, actorOf(request)),
  });
}

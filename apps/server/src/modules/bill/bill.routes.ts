import { BILL_API, message } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { answer, serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { BillService } from './bill.service';

/**
 * Bills (/billManage, /documentManage, /finalManage): the bill contract's handlers. Approval
 * actions are open to any signed-in user at the route: the engine admits only who holds the
 * current node's permission with the bill in that permission's data scope.
 */
export async function billRoutes(app: FastifyInstance, { billService: s }: { billService: BillService }) {
  serveContract(app, BILL_API, {
    create: ({ user, body, request }) => s.create(user, body, actorOf(request)),
    update: ({ user, params, body, request }) => s.update(user, params.id, body, actorOf(request)),
    abandon: async ({ user, params, body, request }) => {
      await s.abandon(user, params.id, body.version, actorOf(request));
      return null;
    },
    submit: async ({ user, params, body, request }) => {
      const submitted = await s.submit(user, params.id, body.version, actorOf(request), body.comment);
      if (!submitted.duplicateElsewhere) return submitted;
      return answer(submitted, `${BILL_API.endpoints.submit.done['zh-CN']}；${message('duplicateElsewhere')}`);
    },
    withdraw: ({ user, params, body, request }) =>
      s.act(user, params.id, { kind: 'withdraw', comment: body.comment ?? '' }, body.flowVersion, actorOf(request)),
    approve: ({ user, params, body, request }) =>
      s.act(user, params.id, { kind: 'approve', comment: body.comment ?? '' }, body.flowVersion, actorOf(request)),
    reject: ({ user, params, body, request }) => {
      const to = body.to === 'applicant' ? ('applicant' as const) : { nodeKey: body.to };
      return s.act(user, params.id, { kind: 'reject', comment: body.comment, to }, body.flowVersion, actorOf(request));
    },
    bulk: ({ user, body, request }) => s.bulk(user, body, actorOf(request)),

    mine: ({ user, query }) => s.mine(user, query),
    drafts: ({ user, query }) => s.drafts(user, query),
    all: ({ user, query }) => s.all(user, query),
    abandoned: ({ user, query }) => s.abandoned(user, query),
    inboxManager: ({ user, query }) => s.inbox(user, 'manager', query),
    inboxVp: ({ user, query }) => s.inbox(user, 'vp', query),
    inboxSupervisor: ({ user, query }) => s.inbox(user, 'supervisor', query),
    inboxDuplicate: ({ user, query }) => s.inbox(user, 'duplicate', query),
    inboxDocument: ({ user, query }) => s.inbox(user, 'document', query),
    inboxFinal: ({ user, query }) => s.inbox(user, 'final', query),

    detail: ({ user, params }) => s.detail(user, params.id),
    records: ({ user, params }) => s.records(user, params.id),
  });
}

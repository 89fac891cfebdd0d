import { BILL_API, BILL_DOCUMENTS_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { keyed } from '../../lib/errors';
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
      return answer(submitted, keyed('billSubmittedDuplicateElsewhere'));
    },
    withdraw: ({ user, params, body, request }) =>
      s.act(user, params.id, { kind: 'withdraw', comment: body.comment ?? '' }, body.flowVersion, actorOf(request)),
    approve: ({ user, params, body, request }) =>
      s.act(
        user,
        params.id,
        { kind: 'approve', comment: body.comment ?? '' },
        body.flowVersion,
        actorOf(request),
        body.ltvOverride,
        body.documentOverride,
        body.terms,
      ),
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
  serveContract(app, BILL_DOCUMENTS_API, {
    documents: ({ user, params }) => s.documents(user, params.id),
    attachDocuments: ({ user, params, body, request }) => s.attachDocuments(user, params.id, body, actorOf(request)),
    removeDocument: ({ user, params, request }) => s.removeDocument(user, params.id, params.documentId, actorOf(request)),
    // Served as the upload module serves images (decision 0005), to whoever may read the bill.
    documentImage: async ({ user, params, reply }) =>
      sendEncryptedImage(reply, await s.documentPayload(user, params.id, params.documentId)),
    documentImageKey: async ({ user, params, reply }) => sendImageKey(reply, await s.documentKey(user, params.id, params.documentId)),
  });
}

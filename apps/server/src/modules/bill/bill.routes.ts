import {
  BILL_APPROVAL_PAGES,
  BILL_APPROVAL_PAGE_KEYS,
  BILL_PERMISSION,
  billActionReply,
  billCreateBody,
  billCreateReply,
  billDetail,
  billListQuery,
  billListReply,
  billSubmitBody,
  billSubmitReply,
  billUpdateBody,
  billVersionBody,
  envelope,
  flowApproveBody,
  flowBulkBody,
  flowBulkReply,
  flowRecordRow,
  flowRejectBody,
  flowWithdrawBody,
  message,
  recordIdParams,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { BillService } from './bill.service';

const P = BILL_PERMISSION;
const tags = ['bill'];

/**
 * Bills (/billManage, /documentManage, /finalManage). Approval actions are open to any signed-in
 * user at the route: the engine admits only who holds the current node's permission with the
 * bill in that permission's data scope (the node decides, not the page).
 */
export async function billRoutes(app: FastifyInstance, { billService: s }: { billService: BillService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = { querystring: billListQuery, response: { 200: envelope(billListReply) } };

  r.post('/v1/bill', {
    config: access(P.create, 'own'),
    schema: { tags, body: billCreateBody, response: { 200: envelope(billCreateReply) } },
    handler: async (req) => ok(await s.create(currentUser(req), req.body, actorOf(req)), '报单已保存'),
  });
  r.put('/v1/bill/:id', {
    config: access(P.create, 'own'),
    schema: { tags, params: recordIdParams, body: billUpdateBody, response: { 200: envelope(billCreateReply) } },
    handler: async (req) => ok(await s.update(currentUser(req), req.params.id, req.body, actorOf(req)), '报单已保存'),
  });
  r.post('/v1/bill/:id/abandon', {
    config: access(P.create, 'own'),
    schema: { tags, params: recordIdParams, body: billVersionBody, response: { 200: envelope(z.null()) } },
    handler: async (req) => {
      await s.abandon(currentUser(req), req.params.id, req.body.version, actorOf(req));
      return ok(null, '报单已作废');
    },
  });
  r.post('/v1/bill/:id/submit', {
    config: access(P.create, 'own'),
    schema: { tags, params: recordIdParams, body: billSubmitBody, response: { 200: envelope(billSubmitReply) } },
    handler: async (req) => {
      const submitted = await s.submit(currentUser(req), req.params.id, req.body.version, actorOf(req), req.body.comment);
      return ok(submitted, submitted.duplicateElsewhere ? `报单已提交审批；${message('duplicateElsewhere')}` : '报单已提交审批');
    },
  });
  r.post('/v1/bill/:id/withdraw', {
    config: access(P.create, 'own'),
    schema: { tags, params: recordIdParams, body: flowWithdrawBody, response: { 200: envelope(billActionReply) } },
    handler: async (req) =>
      ok(
        await s.act(
          currentUser(req),
          req.params.id,
          { kind: 'withdraw', comment: req.body.comment ?? '' },
          req.body.flowVersion,
          actorOf(req),
        ),
        '报单已撤回',
      ),
  });
  r.post('/v1/bill/:id/approve', {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags, params: recordIdParams, body: flowApproveBody, response: { 200: envelope(billActionReply) } },
    handler: async (req) =>
      ok(
        await s.act(
          currentUser(req),
          req.params.id,
          { kind: 'approve', comment: req.body.comment ?? '' },
          req.body.flowVersion,
          actorOf(req),
        ),
        '审批已通过',
      ),
  });
  r.post('/v1/bill/:id/reject', {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags, params: recordIdParams, body: flowRejectBody, response: { 200: envelope(billActionReply) } },
    handler: async (req) => {
      const to = req.body.to === 'applicant' ? ('applicant' as const) : { nodeKey: req.body.to };
      return ok(
        await s.act(currentUser(req), req.params.id, { kind: 'reject', comment: req.body.comment, to }, req.body.flowVersion, actorOf(req)),
        '已驳回',
      );
    },
  });
  r.post('/v1/bill/approve/batch', {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags, body: flowBulkBody, response: { 200: envelope(flowBulkReply) } },
    handler: async (req) => ok(await s.bulk(currentUser(req), req.body, actorOf(req))),
  });

  r.get('/v1/bill/mine', {
    config: access(P.create, 'own'),
    schema: { tags, ...list },
    handler: async (req) => ok(await s.mine(currentUser(req), req.query)),
  });
  r.get('/v1/bill/drafts', {
    config: access(P.draft, 'own'),
    schema: { tags, ...list },
    handler: async (req) => ok(await s.drafts(currentUser(req), req.query)),
  });
  r.get('/v1/bill/all', {
    config: access(P.all, 'scoped'),
    schema: { tags, ...list },
    handler: async (req) => ok(await s.all(currentUser(req), req.query)),
  });
  r.get('/v1/bill/abandoned', {
    config: access(P.abandoned, 'scoped'),
    schema: { tags, ...list },
    handler: async (req) => ok(await s.abandoned(currentUser(req), req.query)),
  });
  for (const page of BILL_APPROVAL_PAGE_KEYS) {
    r.get(`/v1/bill/approvals/${page}`, {
      config: access(BILL_APPROVAL_PAGES[page].permission, 'scoped'),
      schema: { tags, ...list },
      handler: async (req) => ok(await s.inbox(currentUser(req), page, req.query)),
    });
  }

  r.get('/v1/bill/:id', {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(billDetail) } },
    handler: async (req) => ok(await s.detail(currentUser(req), req.params.id)),
  });
  r.get('/v1/bill/:id/records', {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(z.array(flowRecordRow)) } },
    handler: async (req) => ok(await s.records(currentUser(req), req.params.id)),
  });
}

import { approvalChainBody, approvalChainRow, envelope } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { ApprovalChainService } from './approval-chain.service';

const PAGE = 'approval_node_conf_list';

/** 系统设置 › 审批节点设置: read and change the approval chains. */
export async function workflowRoutes(app: FastifyInstance, { chains }: { chains: ApprovalChainService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/workflow/chains', {
    config: access(PAGE, 'none'),
    schema: { tags: ['workflow'], response: { 200: envelope(z.array(approvalChainRow)) } },
    handler: async () => ok(await chains.list()),
  });

  r.put('/v1/workflow/chains/:process', {
    config: access(PAGE, 'none'),
    schema: {
      tags: ['workflow'],
      params: z.object({ process: z.string().max(40) }),
      body: approvalChainBody,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      await chains.save(request.params.process, request.body, { ...actorOf(request), actorId: user.id });
      return ok(null, '审批节点已保存');
    },
  });
}

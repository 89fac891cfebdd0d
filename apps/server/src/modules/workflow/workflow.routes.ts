import { WORKFLOW_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ApprovalChainService } from './approval-chain.service';

/** 系统设置 › 审批节点设置: read and change the approval chains. */
export async function workflowRoutes(app: FastifyInstance, { chains }: { chains: ApprovalChainService }) {
  serveContract(app, WORKFLOW_API, {
    chains: () => chains.list(),
    saveChain: async ({ user, params, body, request }) => {
      await chains.save(params.process, body, { ...actorOf(request), actorId: user.id });
      return null;
    },
  });
}

import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { approvalChainBody, approvalChainRow } from './workflow.schema';

/** 系统设置 › 审批节点设置: the page's own code; chains are configuration, no personal records. */
export const APPROVAL_CHAIN_PERMISSION = 'approval_node_conf_list';
const config = { permission: APPROVAL_CHAIN_PERMISSION, dataScope: 'none' } as const;

/** Read and change the approval chains the flow engine follows. */
export const WORKFLOW_API = contract('workflow', {
  chains: endpoint({ method: 'GET', domain: 'default', path: '/v1/workflow/chains', access: config, reply: z.array(approvalChainRow) }),
  saveChain: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/workflow/chains/:process',
    access: config,
    params: z.object({ process: z.string().max(40) }),
    body: approvalChainBody,
    done: { 'zh-CN': '审批节点已保存', 'en-US': 'Approval steps saved' },
  }),
});

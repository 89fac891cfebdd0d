import type { ApprovalChainBody, ApprovalChainRow } from '@lc/shared';
import { request } from '@/lib/http';

export const workflowKeys = { chains: ['workflow', 'chains'] as const };

export const getChains = () => request<ApprovalChainRow[]>({ path: '/v1/workflow/chains' });
export const saveChain = (process: string, body: ApprovalChainBody) =>
  request<null>({ method: 'PUT', path: `/v1/workflow/chains/${encodeURIComponent(process)}`, body, silent: true });

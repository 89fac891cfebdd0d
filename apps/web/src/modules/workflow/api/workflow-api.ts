import { type ApprovalChainBody, WORKFLOW_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const api = WORKFLOW_API.endpoints;

export const workflowKeys = { chains: ['workflow', 'chains'] as const };

export const chainsQuery = queryOptions({ queryKey: workflowKeys.chains, queryFn: ({ signal }) => call(api.chains, {}, { signal }) });

/** Silent: the page shows a refused chain beside its nodes. */
export const saveChain = (process: string, body: ApprovalChainBody) => call(api.saveChain, { params: { process }, body }, { silent: true });

import { defineModule } from '../module-kit';
import { type ApprovalChainService, createApprovalChainService } from './approval-chain.service';
import { type FlowEngine, createFlowEngine } from './flow-engine.service';
import { workflowRoutes } from './workflow.routes';

export type WorkflowService = { chains: ApprovalChainService; flow: FlowEngine };

declare module '../module-kit' {
  interface ModuleServices {
    workflow: WorkflowService;
  }
}

/** The approval chains (their settings page) and the flow engine the bills run on. */
export const workflowModule = defineModule({
  name: 'workflow',
  create: ({ db, clock }, use) => {
    const access = use('access');
    const chains = createApprovalChainService({ db, clock, grantable: () => new Set(access.grantableCodes()) });
    return { service: { chains, flow: createFlowEngine({ db, clock }) }, routes: async (app) => workflowRoutes(app, { chains }) };
  },
});

import { CONTRACT_APPROVE_PERMISSION } from '@lc/shared';
import { defineModule } from '../module-kit';
import { createTemplateService } from './contract-template.service';
import { contractRoutes } from './contract.routes';
import { createContractService } from './contract.service';
import { createSimulatedESign } from './esign.adapter';
import { contractOwnerFollowers } from './contract-owner.repository';

/** Templates (versioned) and contracts; `contractSigned` is the gate a grant request calls. */
export type ContractModuleService = {
  templates: ReturnType<typeof createTemplateService>;
  contracts: ReturnType<typeof createContractService>;
  contractSigned: (billId: number) => Promise<boolean>;
};

declare module '../module-kit' {
  interface ModuleServices {
    contract: ContractModuleService;
  }
}

/** /agreementManager and /showSignDetail (issue 17 items 1–2; decision 0038). */
export const contractModule = defineModule({
  name: 'contract',
  create: ({ db, clock, files, config }, use) => {
    const { flow, chains } = use('workflow');
    const bill = use('bill');
    const uploads = use('upload');
    const templates = createTemplateService({ db });
    // The e-signature adapter: the built-in simulator until a real provider is plugged in here.
    const esign = createSimulatedESign();
    const contracts = createContractService({
      db,
      files,
      clock,
      flow,
      chains,
      bills: () => bill,
      uploads,
      templates,
      esign,
      reportFont: config.valuation.reportFont,
    });
    const service: ContractModuleService = { templates, contracts, contractSigned: contracts.contractSigned };
    return {
      service,
      billOwnerFollowers: contractOwnerFollowers,
      routes: async (app) => contractRoutes(app, { contracts, templates, uploads, simulator: esign }),
      // The contract approver's to-do, on the signing tile the approver opens (issue 29).
      badges: [
        {
          key: '/agreementManager/agreementList',
          permission: CONTRACT_APPROVE_PERMISSION,
          count: (user) => contracts.awaitingApproval(user),
        },
      ],
    };
  },
});

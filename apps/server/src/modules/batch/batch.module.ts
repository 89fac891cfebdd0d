import { defineModule } from '../module-kit';
import { batchRoutes } from './batch.routes';
import { type BatchService, createBatchService } from './batch.service';
import { createSimulatedParty } from './funding-party.adapter';

declare module '../module-kit' {
  interface ModuleServices {
    batch: BatchService;
  }
}

/** Batches of loans pushed to a funding party (/batchManage/batchBillList), over the simulated party by default. */
export const batchModule = defineModule({
  name: 'batch',
  create: ({ db }, use) => {
    const party = createSimulatedParty();
    const service = createBatchService({ db, party, ledger: use('ledger') });
    return { service, routes: async (app) => batchRoutes(app, service, party) };
  },
});

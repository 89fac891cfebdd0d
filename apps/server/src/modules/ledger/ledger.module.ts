import { defineModule } from '../module-kit';
import { ledgerRoutes } from './ledger.routes';
import { type LedgerService, createLedgerService } from './ledger.service';

declare module '../module-kit' {
  interface ModuleServices {
    ledger: LedgerService;
  }
}

/** The double-entry ledger: money events post to it (disbursement, repayment); finance reads it. */
export const ledgerModule = defineModule({
  name: 'ledger',
  create: ({ db }) => {
    const service = createLedgerService({ db });
    return { service, routes: async (app) => ledgerRoutes(app, { ledgerService: service }) };
  },
});

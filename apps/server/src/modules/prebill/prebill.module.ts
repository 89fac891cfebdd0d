import { defineModule } from '../module-kit';
import { preBillRoutes } from './prebill.routes';
import { type PreBillService, createPreBillService } from './prebill.service';

declare module '../module-kit' {
  interface ModuleServices {
    prebill: PreBillService;
  }
}

/** Pre-bills (询价), converted into bill drafts through the bill service. */
export const prebillModule = defineModule({
  name: 'prebill',
  create: ({ db }, use) => {
    const service = createPreBillService({ db, bills: use('bill') });
    return { service, routes: async (app) => preBillRoutes(app, { preBillService: service }) };
  },
});

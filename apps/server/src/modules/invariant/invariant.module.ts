import { defineModule } from '../module-kit';
import { invariantRoutes } from './invariant.routes';
import { type InvariantService, createInvariantService } from './invariant.service';

declare module '../module-kit' {
  interface ModuleServices {
    invariant: InvariantService;
  }
}

/** The money invariant check (/systemSetting/moneyInvariants, decision 0067): its nightly job, its runs and the admin's page. */
export const invariantModule = defineModule({
  name: 'invariant',
  create: ({ db, clock, jobs, log }, use) => {
    const overdue = use('repayment').overdue;
    const service = createInvariantService({ db, clock, jobs, log, calendar: { businessDate: () => overdue.businessDate() } });
    return { service, routes: async (app) => invariantRoutes(app, { invariantService: service }) };
  },
});

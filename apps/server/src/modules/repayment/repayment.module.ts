import { defineModule } from '../module-kit';
import { repaymentRoutes } from './repayment.routes';
import { type RepaymentService, createRepaymentService } from './repayment.service';

declare module '../module-kit' {
  interface ModuleServices {
    repayment: RepaymentService;
  }
}

/** Loans in repayment (/repaymentManage): schedules made at a grant's first draw, and the billing service's reads. */
export const repaymentModule = defineModule({
  name: 'repayment',
  create: ({ db, clock }, use) => {
    const service = createRepaymentService({ db, clock, ledger: use('ledger') });
    return { service, routes: async (app) => repaymentRoutes(app, service) };
  },
});

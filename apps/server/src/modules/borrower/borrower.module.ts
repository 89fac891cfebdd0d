import { defineModule } from '../module-kit';
import { borrowerOwnerFollowers } from './borrower-owner.repository';
import { borrowerRoutes } from './borrower.routes';
import { borrowerSensitiveSource } from './borrower.sensitive';
import { type BorrowerService, createBorrowerService } from './borrower.service';

declare module '../module-kit' {
  interface ModuleServices {
    borrower: BorrowerService;
  }
}

/** Borrowers (/borrowerManage). */
export const borrowerModule = defineModule({
  name: 'borrower',
  create: ({ db, clock }, use) => {
    const bills = use.later('bill');
    const service = createBorrowerService({
      db,
      clock,
      orgFilter: use('identity').orgFilter,
      region: use('region'),
      blacklist: use('blacklist'),
      billsOf: (user, borrowerId) => bills().ofBorrower(user, borrowerId),
    });
    return {
      service,
      routes: async (app) => borrowerRoutes(app, { borrowerService: service }),
      sensitiveSources: [borrowerSensitiveSource(service)],
      billOwnerFollowers: borrowerOwnerFollowers,
    };
  },
});

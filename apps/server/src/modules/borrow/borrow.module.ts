import { defineModule } from '../module-kit';
import { borrowRoutes } from './borrow.routes';
import { type BorrowService, createBorrowService } from './borrow.service';
import { borrowOwnerFollowers } from './borrow-owner.repository';

declare module '../module-kit' {
  interface ModuleServices {
    borrow: BorrowService;
  }
}

/** The loan book (/borrowManage): loan accounts and their summaries, read from the grants that drew money; payment confirmations. */
export const borrowModule = defineModule({
  name: 'borrow',
  create: ({ db }, use) => {
    const service = createBorrowService({ db, ledger: use('ledger'), uploads: use('upload'), schedules: use('repayment') });
    return { service, billOwnerFollowers: borrowOwnerFollowers, routes: async (app) => borrowRoutes(app, { borrowService: service }) };
  },
});

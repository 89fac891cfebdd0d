import { FIVE_LEVEL_APPROVE_PERMISSION } from '@lc/shared';
import { defineModule } from '../module-kit';
import { fiveLevelRoutes } from './five-level.routes';
import { type FiveLevelService, createFiveLevelService } from './five-level.service';
import { fiveLevelOwnerFollowers } from './five-level-owner.repository';

declare module '../module-kit' {
  interface ModuleServices {
    'five-level': FiveLevelService;
  }
}

/** Five-level classification of loans (/borrowManage/assetLevelList, assetLevelDetail): levels, change requests and their approval. */
export const fiveLevelModule = defineModule({
  name: 'five-level',
  create: ({ db, clock }, use) => {
    // The loans' days past due and suggested class come from the repayment module, created after this one.
    const repayment = use.later('repayment');
    const service = createFiveLevelService({ db, clock, today: () => repayment().overdue.today() });
    return {
      service,
      billOwnerFollowers: fiveLevelOwnerFollowers,
      routes: async (app) => fiveLevelRoutes(app, service),
      badges: [
        { key: '/borrowManage/assetLevelList', permission: FIVE_LEVEL_APPROVE_PERMISSION, count: (user) => service.awaitingCount(user) },
      ],
    };
  },
});

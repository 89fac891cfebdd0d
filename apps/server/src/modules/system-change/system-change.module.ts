import { SYSTEM_CHANGE_APPROVE } from '@lc/shared';
import { defineModule } from '../module-kit';
import { systemChangeRoutes } from './system-change.routes';
import { type SystemChangeService, createSystemChangeService } from './system-change.service';

declare module '../module-kit' {
  interface ModuleServices {
    'system-change': SystemChangeService;
  }
}

/** /systemchangeManage/systemChangeApply and /systemSetting/changeVersion (issue 18 item 8; decision 0045). */
export const systemChangeModule = defineModule({
  name: 'system-change',
  create: ({ db, clock }, use) => {
    const { flow, chains } = use('workflow');
    const bill = use('bill');
    const service = createSystemChangeService({ db, clock, flow, chains, bills: () => bill });
    return {
      service,
      routes: async (app) => systemChangeRoutes(app, { service }),
      badges: [
        { key: '/systemchangeManage/systemChangeApply', permission: SYSTEM_CHANGE_APPROVE, count: (user) => service.waitingCount(user) },
      ],
    };
  },
});

import { defineModule } from '../module-kit';
import { staffRoutes } from './staff.routes';
import { staffSensitiveSource } from './staff.sensitive';
import { type StaffService, createStaffService } from './staff.service';

declare module '../module-kit' {
  interface ModuleServices {
    staff: StaffService;
  }
}

/** Staff accounts, their grants and the Excel import; the accounts themselves are identity's. */
export const staffModule = defineModule({
  name: 'staff',
  create: ({ db, clock }, use) => {
    const identity = use('identity');
    const service = createStaffService({
      db,
      clock,
      access: use('access'),
      accounts: identity.auth,
      staffAccounts: identity.staffAccounts,
    });
    return {
      service,
      routes: async (app) => staffRoutes(app, { staffService: service }),
      sensitiveSources: [staffSensitiveSource(service)],
      badges: [{ key: '/systemSetting/staffManage', permission: 'sys_user_manage', count: (user) => service.countLocked(user) }],
    };
  },
});

import { defineModule } from '../module-kit';
import { accessRoutes } from './access.routes';
import { type AccessService, createAccessService } from './access.service';

declare module '../module-kit' {
  interface ModuleServices {
    access: AccessService;
  }
}

/** Roles, permissions, menus and the role-grant page. */
export const accessModule = defineModule({
  name: 'access',
  create: ({ db }) => {
    const service = createAccessService({ db });
    return { service, routes: async (app) => accessRoutes(app, { accessService: service }) };
  },
});

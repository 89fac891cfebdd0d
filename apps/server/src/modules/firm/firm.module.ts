import { defineModule } from '../module-kit';
import { firmRoutes } from './firm.routes';
import { type FirmService, createFirmService } from './firm.service';

declare module '../module-kit' {
  interface ModuleServices {
    firm: FirmService;
  }
}

/** Firms (/firmManage). */
export const firmModule = defineModule({
  name: 'firm',
  create: ({ db }) => {
    const service = createFirmService({ db });
    return { service, routes: async (app) => firmRoutes(app, { firmService: service }) };
  },
});

import { defineModule } from '../module-kit';
import { mortgageRoutes } from './mortgage.routes';
import { type MortgageService, createMortgageService } from './mortgage.service';

declare module '../module-kit' {
  interface ModuleServices {
    mortgage: MortgageService;
  }
}

/** Mortgage records (/systemSetting/mortgagorManage): the service and its routes. Other modules' services come through `use('name')`. */
export const mortgageModule = defineModule({
  name: 'mortgage',
  create: ({ db }) => {
    const service = createMortgageService({ db });
    return { service, routes: async (app) => mortgageRoutes(app, { mortgageService: service }) };
  },
});

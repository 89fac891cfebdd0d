import { defineModule } from '../module-kit';
import { regionRoutes } from './region.routes';
import { type RegionService, createRegionService } from './region.service';

declare module '../module-kit' {
  interface ModuleServices {
    region: RegionService;
  }
}

/** The administrative-region dictionary. */
export const regionModule = defineModule({
  name: 'region',
  create: () => {
    const service = createRegionService();
    return { service, routes: async (app) => regionRoutes(app, { regionService: service }) };
  },
});

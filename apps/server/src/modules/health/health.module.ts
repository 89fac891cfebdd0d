import { DOMAIN_PREFIX } from '@lc/shared';
import { defineModule } from '../module-kit';
import { healthRoutes } from './health.routes';
import { type HealthService, createHealthService } from './health.service';

declare module '../module-kit' {
  interface ModuleServices {
    health: HealthService;
  }
}

/** Readiness for load balancers. */
export const healthModule = defineModule({
  name: 'health',
  create: ({ db, database }) => {
    const service = createHealthService({ db, kind: database.kind });
    return { service, routes: async (app) => app.register(healthRoutes, { prefix: DOMAIN_PREFIX.default, health: service }) };
  },
});

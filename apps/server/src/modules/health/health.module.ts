import { DOMAIN_PREFIX } from '@lc/shared';
import { defineModule } from '../module-kit';
import { healthRoutes } from './health.routes';

/** Readiness for load balancers: no service of its own. */
export const healthModule = defineModule({
  name: 'health',
  create: ({ db, database }) => ({
    routes: async (app) => app.register(healthRoutes, { prefix: DOMAIN_PREFIX.default, db, kind: database.kind }),
  }),
});

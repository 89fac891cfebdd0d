import { defineModule } from '../module-kit';
import { telemetryRoutes } from './telemetry.routes';

/** Client error reports and page views: routes only. */
export const telemetryModule = defineModule({
  name: 'telemetry',
  create: ({ db }) => ({ routes: async (app) => telemetryRoutes(app, { db }) }),
});

import { defineModule } from '../module-kit';
import { telemetryRoutes } from './telemetry.routes';
import { type TelemetryService, createTelemetryService } from './telemetry.service';

declare module '../module-kit' {
  interface ModuleServices {
    telemetry: TelemetryService;
  }
}

/** Client error reports and page views. */
export const telemetryModule = defineModule({
  name: 'telemetry',
  create: ({ db }) => {
    const service = createTelemetryService({ db });
    return { service, routes: async (app) => telemetryRoutes(app, service) };
  },
});

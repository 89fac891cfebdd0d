import { defineModule } from '../module-kit';
import { createSensitiveRegistry } from './sensitive-registry.service';
import { sensitiveRoutes } from './sensitive.routes';
import { type SensitiveService, createSensitiveService } from './sensitive.service';

declare module '../module-kit' {
  interface ModuleServices {
    sensitive: SensitiveService;
  }
}

/** The desensitised-data viewer: every module's `sensitiveSources` are revealed (and audited) here. */
export const sensitiveModule = defineModule({
  name: 'sensitive',
  create: ({ db, clock }) => {
    const service = createSensitiveService({ db, clock, registry: createSensitiveRegistry() });
    return { service, routes: async (app) => sensitiveRoutes(app, { sensitiveService: service }) };
  },
});

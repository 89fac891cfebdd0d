import { defineModule } from '../module-kit';
import { blacklistRoutes } from './blacklist.routes';
import { blacklistSensitiveSource } from './blacklist.sensitive';
import { type BlacklistService, createBlacklistService } from './blacklist.service';

declare module '../module-kit' {
  interface ModuleServices {
    blacklist: BlacklistService;
  }
}

/** The blacklist, checked when borrowers and bills are written. */
export const blacklistModule = defineModule({
  name: 'blacklist',
  create: ({ db, clock }, use) => {
    const service = createBlacklistService({ db, clock, orgFilter: use('identity').orgFilter });
    return {
      service,
      routes: async (app) => blacklistRoutes(app, { blacklistService: service }),
      sensitiveSources: [blacklistSensitiveSource(service)],
    };
  },
});

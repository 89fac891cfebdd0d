import { type AppDeps, defineModule } from '../module-kit';
import { createAuthService } from './auth.service';
import { identityRoutes } from './auth.routes';
import { createHousekeeping } from './housekeeping.service';
import { createOrgFilterService } from './org-filter.service';
import { createSessionCache } from './session-cache.service';
import { staffAccounts } from './staff-accounts.service';

/** Signing in, sessions, the current user and the organisation filters (decision 0019). */
function createIdentity({ db, config, clock, changes, jobs }: AppDeps) {
  // A few seconds of trust at most: changes clear it at once (session-cache.service.ts).
  const sessionCache = createSessionCache({ ttlMs: 10_000, maxEntries: 10_000 });
  return {
    sessionCache,
    auth: createAuthService({ db, config, clock, sessions: sessionCache }),
    orgFilter: createOrgFilterService({ db, changes }),
    staffAccounts,
    housekeeping: createHousekeeping({ db, config, clock, jobs }),
  };
}
export type IdentityService = ReturnType<typeof createIdentity>;

declare module '../module-kit' {
  interface ModuleServices {
    identity: IdentityService;
  }
}

export const identityModule = defineModule({
  name: 'identity',
  create: (deps) => {
    const service = createIdentity(deps);
    return {
      service,
      routes: async (app) => identityRoutes(app, { authService: service.auth, orgFilterService: service.orgFilter, config: deps.config }),
    };
  },
});

import { defineModule } from '../module-kit';
import { type BadgeRegistry, createBadgeRegistry } from './badge-registry';
import { homeRoutes } from './home.routes';

declare module '../module-kit' {
  interface ModuleServices {
    home: BadgeRegistry;
  }
}

/** The home page: its tiles' badges (every module's `badges` land in this registry) and search history. */
export const homeModule = defineModule({
  name: 'home',
  create: ({ db }) => {
    const service = createBadgeRegistry();
    return { service, routes: async (app) => homeRoutes(app, { db, badges: service }) };
  },
});

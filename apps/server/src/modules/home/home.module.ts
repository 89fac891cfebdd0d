import { defineModule } from '../module-kit';
import { homeRoutes } from './home.routes';
import { type HomeService, createHomeService } from './home.service';

declare module '../module-kit' {
  interface ModuleServices {
    home: HomeService;
  }
}

/** The home page: its tiles' badges (every module's `badges` land in its registry) and search history. */
export const homeModule = defineModule({
  name: 'home',
  create: ({ db }) => {
    const service = createHomeService({ db });
    return { service, routes: async (app) => homeRoutes(app, service) };
  },
});

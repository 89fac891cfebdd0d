import { DOMAIN_PREFIX } from '@lc/shared';
import { defineModule } from '../module-kit';
import { dictionaryRoutes } from './dictionary.routes';

/** The status dictionary for other clients: routes only. */
export const dictionaryModule = defineModule({
  name: 'dictionary',
  create: () => ({ routes: async (app) => app.register(dictionaryRoutes, { prefix: DOMAIN_PREFIX.default }) }),
});

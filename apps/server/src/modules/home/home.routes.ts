import { HOME_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import type { HomeService } from './home.service';

export async function homeRoutes(app: FastifyInstance, home: HomeService) {
  serveContract(app, HOME_API, {
    badges: ({ user }) => home.badgeCounts(user),
    history: ({ user }) => home.history(user),
    recordSearch: async ({ user, body }) => {
      await home.recordSearch(user, body);
      return null;
    },
    clearHistory: async ({ user }) => {
      await home.clearHistory(user);
      return null;
    },
  });
}

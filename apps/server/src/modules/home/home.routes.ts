import { HOME_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { serveContract } from '../../lib/serve-endpoint';
import type { BadgeRegistry } from './badge-registry';
import { homeRepository } from './home.repository';

export async function homeRoutes(app: FastifyInstance, { db, badges }: { db: Db; badges: BadgeRegistry }) {
  serveContract(app, HOME_API, {
    badges: ({ user }) => badges.countsFor(user),
    history: async ({ user }) => (await homeRepository.history(db, user.id)).map((row) => ({ ...row, at: row.at.toISOString() })),
    recordSearch: async ({ user, body }) => {
      await homeRepository.record(db, user.id, body);
      return null;
    },
    clearHistory: async ({ user }) => {
      await homeRepository.clear(db, user.id);
      return null;
    },
  });
}

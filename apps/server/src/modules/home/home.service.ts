import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { createBadgeRegistry } from './badge-registry.service';
import { homeRepository as repo } from './home.repository';

/** The home page: its tiles' badges (every module's `badges` register here) and the caller's search history. */
export function createHomeService({ db }: { db: Db }) {
  const badges = createBadgeRegistry();
  return {
    register: badges.register,
    badgeCounts: (user: SessionUser) => badges.countsFor(user),
    history: async (user: SessionUser) => (await repo.history(db, user.id)).map((row) => ({ ...row, at: row.at.toISOString() })),
    recordSearch: (user: SessionUser, entry: { path: string; keyword: string }) => repo.record(db, user.id, entry),
    clearHistory: (user: SessionUser) => repo.clear(db, user.id),
  };
}
export type HomeService = ReturnType<typeof createHomeService>;

import type { DatabaseHandle, NotifyChannel } from '../../db/client';
import type { LoadedSession } from './session.repository';

/** The channel the database notifies on any change to sessions, users, their roles and groups, or roles' permissions (migration 0015). */
export const AUTH_CHANGED_CHANNEL: NotifyChannel = 'lc_auth_changed';

export type SessionCacheOptions = {
  /** How long a resolved session is trusted without asking the database: a backstop, as changes clear it at once. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
};

/**
 * Resolved sessions kept in this process for a few seconds, so that a warm request costs no
 * database round trip (issue 13). Every change that could alter a session's answer (logout,
 * revocation, password, status, roles, groups, permissions) clears the whole cache: the database
 * notifies every process, and this process also clears after its own changes. Clearing bumps a
 * generation: a load that started before a clear is not stored, so it cannot bring back what
 * the clear removed. Only live sessions are kept; unknown or revoked tokens always ask the database.
 */
export function createSessionCache({ ttlMs, maxEntries, now = Date.now }: SessionCacheOptions) {
  const entries = new Map<string, { session: LoadedSession; until: number }>();
  let generation = 0;
  /** True while the change feed listens: only then is anything kept. */
  let following = false;
  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async resolve(tokenHash: string, load: () => Promise<LoadedSession | null>): Promise<LoadedSession | null> {
      const hit = entries.get(tokenHash);
      if (hit && hit.until > now()) return hit.session;
      if (hit) entries.delete(tokenHash);
      const startedAt = generation;
      const session = await load();
      if (session && !session.revoked && session.userActive && following && startedAt === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { session, until: now() + ttlMs });
      }
      return session;
    },

    /** Something that may change a session's answer was committed. */
    clear,

    /**
     * Follows the database's change notifications until the returned function is called. Until
     * it listens, and while its connection is down, nothing is cached: a missed notification
     * could leave a revoked session trusted.
     */
    async follow(database: Pick<DatabaseHandle, 'listen'>) {
      return database.listen(AUTH_CHANGED_CHANNEL, clear, (live) => {
        following = live;
        clear();
      });
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

import type { SessionUser } from '../../core/session-user';
import type { BadgeSource } from '../module-kit';

/** The home tiles' pending-item counts that modules register (BadgeSource in the kit). */
export function createBadgeRegistry() {
  const sources: BadgeSource[] = [];
  return {
    register(source: BadgeSource) {
      if (sources.some((s) => s.key === source.key)) throw new Error(`Badge ${source.key} registered twice`);
      sources.push(source);
    },
    async countsFor(user: SessionUser) {
      const allowed = sources.filter((s) => user.permissions.has(s.permission));
      const counts = await Promise.all(allowed.map(async (s) => [s.key, await s.count(user)] as const));
      return Object.fromEntries(counts);
    },
  };
}
export type BadgeRegistry = ReturnType<typeof createBadgeRegistry>;

import type { SessionUser } from '../../core/session-user';

/**
 * Modules register the pending-item counts behind the home tiles. A count runs only for users
 * who hold its permission, and must apply that permission's data scope itself.
 */
export type BadgeSource = { key: string; permission: string; count(user: SessionUser): Promise<number> };

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

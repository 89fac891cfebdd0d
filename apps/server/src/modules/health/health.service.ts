import type { Db } from '../../db/client';
import { healthRepository as repo } from './health.repository';

/** Readiness: whether the database answers, and which kind it is (pglite or postgres). */
export function createHealthService({ db, kind }: { db: Db; kind: string }) {
  return {
    async check() {
      try {
        await repo.ping(db);
        return { database: kind, status: 'up' as const };
      } catch {
        return { database: kind, status: 'down' as const };
      }
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

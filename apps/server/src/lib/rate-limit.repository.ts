import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from './rate-limit.table';

export type RateWindow = { hits: number; resetAt: Date };

/**
 * Counts one hit against `key` in a fixed window of `windowSeconds` and returns the count so far.
 * One statement on the shared `rate_limits` table, so every server process counts together
 * (ARCHITECTURE: Scale-out); a new window starts the count again.
 */
export async function hitRateLimit(db: Executor, key: string, windowSeconds: number, at: Date): Promise<RateWindow> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz then ${rateLimits.hits} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ hits: rateLimits.hits });
  return { hits: row!.hits, resetAt: new Date(windowStart.getTime() + windowMs) };
}

/** Windows that started before `before` count for nothing any more. */
export async function pruneRateLimits(db: Executor, before: Date): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return gone.length;
}

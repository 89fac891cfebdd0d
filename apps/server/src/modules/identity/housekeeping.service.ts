import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { IDEMPOTENCY_RETENTION_DAYS, pruneIdempotencyKeys } from '../../db/idempotency';
import { pruneRateLimits } from '../../lib/rate-limit.repository';
import type { Clock } from '../../lib/time';
import { loginFailureRepository } from './login-failures.repository';
import { sessionRepository } from './session.repository';

export const IDENTITY_HOUSEKEEPING_JOB = 'identity-housekeeping';
const DAY_MS = 86_400_000;

/**
 * Sign-in leaves rows behind: ended sessions, wrong-password counts, rate-limit windows; keyed
 * writes leave idempotency keys, kept IDEMPOTENCY_RETENTION_DAYS (decision 0076). Nightly
 * (03:23 Shanghai, after the day's work) each kind is removed a day after it can matter, so the
 * tables stay the size of the active staff rather than of every visit ever made.
 */
export function createHousekeeping({ db, config, clock, jobs }: { db: Db; config: Config; clock: Clock; jobs: JobQueue }) {
  async function prune() {
    const now = clock.now().getTime();
    const dayAgo = new Date(now - DAY_MS);
    return {
      sessions: await sessionRepository.pruneEnded(db, {
        endedBefore: dayAgo,
        idleBefore: new Date(now - config.sessionIdleSeconds * 1000 - DAY_MS),
        startedBefore: new Date(now - config.sessionMaxSeconds * 1000 - DAY_MS),
      }),
      loginFailures: await loginFailureRepository.pruneStale(db, dayAgo, new Date(now)),
      rateLimits: await pruneRateLimits(db, dayAgo),
      idempotencyKeys: await pruneIdempotencyKeys(db, new Date(now - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)),
    };
  }
  jobs.work(IDENTITY_HOUSEKEEPING_JOB, async () => {
    await prune();
  });
  jobs.schedule(IDENTITY_HOUSEKEEPING_JOB, '23 3 * * *');
  return { prune };
}

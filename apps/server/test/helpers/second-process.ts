import { type DatabaseHandle, openPostgres } from '../../src/db/client';
import { type TestApp, createTestApp } from './test-app';

/**
 * Waits up to two seconds for `check` to hold: a change notified by PostgreSQL reaches another
 * process a few milliseconds after the write returns. True if it came in time.
 */
export async function soon(check: () => Promise<boolean>) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A second server process (its own pool and caches) on the PostgreSQL database of `first`. */
export async function openSecondProcess(first: TestApp): Promise<TestApp> {
  const database = await openPostgres((first.database as DatabaseHandle & { url: string }).url);
  const app = await createTestApp({ database });
  return {
    ...app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

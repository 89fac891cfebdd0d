import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { type JobQueue, createJobQueue } from '../src/lib/jobs';
import { freshDatabase } from './helpers/test-db';

const log = pino({ level: 'silent' });
let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('job queue on the real database', () => {
  let jobs: JobQueue;
  afterAll(() => jobs.stop());

  it('runs a sent job once in a worker, with its data', async () => {
    const seen: { n: number; id: string }[] = [];
    jobs = createJobQueue({ database, log, runWorkers: true });
    jobs.work<{ n: number }>(
      'test-echo',
      async (data, job) => {
        seen.push({ n: data.n, id: job.id });
      },
      { pollingSeconds: 0.5 },
    );
    await jobs.start();
    const id = await jobs.send('test-echo', { n: 7 });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ n: 7, id }]);
  });

  it('stopping waits for the job in flight to finish', async () => {
    const events: string[] = [];
    const queue = createJobQueue({ database, log, runWorkers: true });
    queue.work(
      'test-slow',
      async () => {
        events.push('started');
        await new Promise((r) => setTimeout(r, 1500));
        events.push('finished');
      },
      { pollingSeconds: 0.5 },
    );
    await queue.start();
    await queue.send('test-slow', {});
    await until(() => events.includes('started'));
    await queue.stop();
    events.push('stopped');
    expect(events).toEqual(['started', 'finished', 'stopped']);
  });

  it('a process without workers queues jobs but does not run them', async () => {
    const ran: number[] = [];
    const webOnly = createJobQueue({ database, log, runWorkers: false });
    webOnly.work<{ n: number }>(
      'test-web-only',
      async (data) => {
        ran.push(data.n);
      },
      { pollingSeconds: 0.5 },
    );
    await webOnly.start();
    expect(await webOnly.send('test-web-only', { n: 1 })).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 1500));
    await webOnly.stop();
    expect(ran).toEqual([]);
  });
});

import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';

export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;
export type SendOptions = { singletonKey?: string; retryLimit?: number; startAfter?: Date; expireInSeconds?: number };

/**
 * Background work stored in the database (pg-boss), so that every server process shares one
 * queue and each job runs once. Modules declare their workers at wiring time; the queue starts
 * with the app and stops with it (after in-flight jobs finish).
 */
export type JobQueue = {
  /** Declares a queue and, when this process runs workers, its handler. */
  work<T extends object>(name: string, handler: JobHandler<T>, opts?: { pollingSeconds?: number }): void;
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string | null>;
  /** A cron job (evaluated in Asia/Shanghai, the firm's time). */
  schedule(name: string, cron: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export const JOB_SCHEMA = 'pgboss';

export function createJobQueue(opts: { database: DatabaseHandle; log: FastifyBaseLogger; runWorkers: boolean }): JobQueue {
  /*
   * pg-boss does not await its last writes: a fetch in flight at shutdown can hand over a job,
   * and the job's fail/complete then runs after the pool has closed (an unhandled rejection).
   * After stop, its queries are dropped; such a job stays active until it expires and is retried.
   * A dropped command still answers the way pg-boss reads it: its counting commands (complete,
   * fail, cancel) read rows[0].count, so they get a count of nil rather than no row.
   */
  let closed = false;
  let stopping = false;
  const running = new Set<Promise<void>>();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => (closed ? Promise.resolve(droppedAnswer(text)) : opts.database.executeSql(text, values)) },
    schema: JOB_SCHEMA,
    // Finished jobs are kept a week for support questions, then removed.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
  const queues = new Map<string, { handler?: JobHandler<object>; pollingSeconds: number }>();
  const schedules = new Map<string, string>();
  /** This process's worker per queue: a job sent here wakes it at once instead of at its next poll. */
  const workers = new Map<string, string>();
  let started = false;

  return {
    work(name, handler, workOpts) {
      queues.set(name, { handler: handler as JobHandler<object>, pollingSeconds: workOpts?.pollingSeconds ?? 1 });
    },
    async send(name, data, sendOpts) {
      if (!started) throw new Error(`job queue not started (sending ${name})`);
      const id = await boss.send(name, data, sendOpts ?? {});
      const worker = workers.get(name);
      // A delayed job waits for its time, so only an immediate one wakes the worker.
      if (worker && !sendOpts?.startAfter) boss.notifyWorker(worker);
      return id;
    },
    schedule(name, cron) {
      schedules.set(name, cron);
      if (!queues.has(name)) queues.set(name, { pollingSeconds: 30 });
    },
    async start() {
      await boss.start();
      for (const [name, queue] of queues) {
        await boss.createQueue(name);
        if (!opts.runWorkers || !queue.handler) continue;
        const handler = queue.handler;
        const worker = await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: queue.pollingSeconds }, async ([job]) => {
          if (!job) return;
          if (stopping) throw new Error(`job queue stopping (${name} not started)`);
          const run = handler(job.data, { id: job.id });
          running.add(run);
          try {
            await run;
          } finally {
            running.delete(run);
          }
        });
        workers.set(name, worker);
      }
      if (opts.runWorkers) for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'Asia/Shanghai' });
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      stopping = true;
      // Graceful: stop fetching, let running jobs finish (up to 30 s), then close.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await Promise.allSettled(running);
      closed = true;
    },
  };
}

/** What a query sent after the queue closed answers: no rows, or a count of nil for a counting command. */
export function droppedAnswer(text: string): { rows: Array<{ count: string }> } {
  return { rows: /\bcount\(\*\)/i.test(text) ? [{ count: '0' }] : [] };
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export type WorkerTaskOptions = {
  /** The worker's own heap ceiling: a runaway ends the worker, never the server. */
  maxOldGenerationSizeMb: number;
  timeoutMs: number;
};

/** Why a worker gave no answer: its heap ran out, it threw or stopped, or it took too long. */
export class WorkerTaskFailed extends Error {
  constructor(
    readonly reason: 'out-of-memory' | 'failed' | 'timeout',
    readonly detail?: unknown,
  ) {
    super(`worker task ${reason}`);
    this.name = 'WorkerTaskFailed';
  }
}

/**
 * The compiled worker beside the bundle (dist/, scripts/bundle.mjs builds it); run from source
 * (tests, dev, bench), the TypeScript file through tsx, which a worker thread does not inherit.
 * `file` has no extension: `new URL('./name.worker', import.meta.url)`.
 */
function startWorker(file: URL, workerData: unknown, resourceLimits: Worker['resourceLimits']) {
  const compiled = new URL(`${file.href}.js`);
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, { workerData, resourceLimits });
  const source = `${file.href}.ts`;
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(load, { eval: true, workerData, resourceLimits });
}

/**
 * Runs a worker that answers with one message, and ends it. A worker that runs out of heap,
 * throws, stops without answering or outlasts the timeout rejects with WorkerTaskFailed.
 */
export function runWorkerTask<T>(file: URL, workerData: unknown, options: WorkerTaskOptions): Promise<T> {
  const worker = startWorker(file, workerData, { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb });
  let timer: NodeJS.Timeout | undefined;
  const answered = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => reject(new WorkerTaskFailed('timeout')), options.timeoutMs);
    worker.once('message', (answer: T) => resolve(answer));
    worker.once('error', (error: Error & { code?: string }) =>
      reject(new WorkerTaskFailed(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'failed', error)),
    );
    worker.once('exit', (code) => reject(new WorkerTaskFailed('failed', `exit code ${code}`)));
  });
  // Settled once: the worker is ended, whatever it was still doing, and the timer cleared.
  return answered.finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}

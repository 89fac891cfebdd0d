import { EventEmitter, once } from 'node:events';
import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FileStorage } from '../../lib/file-storage';
import type { ExportRow } from '../module-kit';
import type { FromWorker, ToWorker, WorkbookSettings } from './export-workbook.adapter';

export type WriteRequest = WorkbookSettings & {
  storage: FileStorage;
  storageKey: string;
  batches: AsyncIterable<ExportRow[]>;
  onProgress(rowsWritten: number): Promise<void>;
};

/**
 * The batches with the next one already asked for while the caller writes this one: the
 * database works while the sheet and the zip do (one batch held ahead, no more).
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  // A read that fails while the caller is busy is reported when the caller comes back for it,
  // not as an unhandled rejection meanwhile.
  const ask = () => {
    const read = it.next();
    read.catch(() => undefined);
    return read;
  };
  let next = ask();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = ask();
      yield current.value;
    }
  } finally {
    // Stopped early (a failed write): end the source once its pending read settles, and never
    // leave that read's failure unhandled.
    void next.then(
      () => it.return?.(),
      () => undefined,
    );
  }
}

/** Batches the server sends before it waits for the worker: one being written, one queued. */
const BATCHES_IN_FLIGHT = 2;

/**
 * The worker's heap cap, a ceiling against a runaway rather than a tuning knob: its live data is a
 * few batches and the two libraries. Tighter caps (96 MB, 32 MB) made V8 collect more often for
 * more CPU and no lower peak (bench/README.md, sessions 19 and 20).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256 };

/**
 * The compiled worker beside the bundle (dist/); when the server runs from source (tests, dev,
 * bench), the TypeScript worker loaded through tsx, which a worker thread does not inherit.
 */
function startWorker(settings: WorkbookSettings) {
  const compiled = new URL('./export-workbook.worker.js', import.meta.url);
  if (existsSync(compiled)) return new Worker(compiled, { workerData: settings, resourceLimits: WORKER_LIMITS });
  const source = new URL('./export-workbook.worker.ts', import.meta.url).href;
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(load, { eval: true, workerData: settings, resourceLimits: WORKER_LIMITS });
}

/**
 * Rows → encrypted workbook → storage. This thread reads the batches and stores the file; a
 * worker thread writes the xlsx and the AES-256 zip (export-workbook.adapter.ts), so their garbage is
 * collected in its own small heap. Only the password opens the file.
 */
export async function writeEncryptedWorkbook(req: WriteRequest): Promise<{ size: number; rows: number }> {
  const { storage, storageKey, batches, onProgress, ...settings } = req;
  const file = new PassThrough();
  const stored = storage.put(storageKey, file);
  const worker = startWorker(settings);
  const changed = new EventEmitter();
  let failure: Error | undefined;
  let finished = false;
  let batchesWritten = 0;
  let rowsWritten = 0;

  worker.on('message', (message: FromWorker) => {
    if (message.kind === 'chunk') {
      const { buffer, byteOffset, byteLength } = message.chunk;
      const taken = () => worker.postMessage({ kind: 'taken' } satisfies ToWorker);
      if (file.write(Buffer.from(buffer, byteOffset, byteLength))) taken();
      else file.once('drain', taken);
      return;
    }
    if (message.kind === 'written') {
      batchesWritten += 1;
      rowsWritten += message.rows;
    } else finished = true;
    changed.emit('change');
  });
  const fail = (error: Error) => {
    failure ??= error;
    changed.emit('change');
  };
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!finished) fail(new Error(`export worker stopped (exit code ${code})`));
  });
  const until = async (ready: () => boolean) => {
    while (!ready()) {
      if (failure) throw failure;
      await once(changed, 'change');
    }
    if (failure) throw failure;
  };

  let batchesSent = 0;
  let rowsReported = 0;
  try {
    for await (const batch of readAhead(batches)) {
      await until(() => batchesSent - batchesWritten < BATCHES_IN_FLIGHT);
      worker.postMessage({ kind: 'rows', rows: batch } satisfies ToWorker);
      batchesSent += 1;
      if (rowsWritten > rowsReported) await onProgress((rowsReported = rowsWritten));
    }
    worker.postMessage({ kind: 'end' } satisfies ToWorker);
    await until(() => finished);
    file.end();
    const { size } = await stored;
    return { size, rows: rowsWritten };
  } catch (error) {
    // Destroyed without the error: storage may not be reading the stream yet, and an error event
    // with no listener would end the process. The write then fails on a closed stream.
    file.destroy();
    await stored.catch(() => undefined);
    await storage.remove(storageKey);
    throw error;
  } finally {
    await worker.terminate();
  }
}

/**
 * The export's workbook and zip, in a worker thread with a heap of its own: exceljs's short-lived
 * garbage is collected here instead of making every collection of the server's large live heap
 * longer (bench/README.md, session 19). The server sends batches of rows; this sends back the
 * zip's bytes and, for each batch, how many rows it wrote. A failure ends the thread with the error.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type FromWorker, type ToWorker, type WorkbookSettings, openEncryptedWorkbook } from './export-workbook.adapter';

// Bundled outside node_modules (decision 0059), archiver's own `new Buffer()` would warn once per
// export; only the libraries run in this thread, and this silences this thread's warnings alone.
(process as NodeJS.Process & { noDeprecation?: boolean }).noDeprecation = true;

const port = parentPort;
if (!port) throw new Error('export-workbook.worker runs as a worker thread');
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let chunkTaken: (() => void) | undefined;
const book = await openEncryptedWorkbook(workerData as WorkbookSettings, (chunk) => {
  // A copy of our own to hand over: zip.js may still hold the buffer it passed in.
  const copy = chunk.slice();
  return new Promise<void>((resolve) => {
    chunkTaken = resolve;
    post({ kind: 'chunk', chunk: copy }, [copy.buffer]);
  });
});

// Batches are written one after another, in the order they came.
let queue = Promise.resolve();
const then = (step: () => Promise<void>) => {
  queue = queue.then(step).catch((error: unknown) => {
    // Rethrown outside the chain: the thread ends and the server sees the error.
    setImmediate(() => {
      throw error;
    });
    return new Promise<void>(() => undefined);
  });
};

port.on('message', (message: ToWorker) => {
  if (message.kind === 'taken') {
    chunkTaken?.();
  } else if (message.kind === 'rows') {
    const { rows } = message;
    then(async () => {
      await book.write(rows);
      post({ kind: 'written', rows: rows.length });
    });
  } else {
    then(async () => {
      await book.finish();
      post({ kind: 'finished' });
    });
  }
});

/**
 * Reads an uploaded .xlsx in a worker thread with a heap of its own (sheet-reader.ts starts it):
 * whatever the file does, it cannot exhaust the server's heap. Answers one message, the sheet or
 * the refusal; anything else ends the thread with the error.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ImportRefusal } from './import-refusal';
import { type SheetAnswer, type SheetLimits, readSheet } from './xlsx-rows';

const port = parentPort;
if (!port) throw new Error('xlsx-rows.worker runs as a worker thread');
const { bytes, limits } = workerData as { bytes: Uint8Array; limits: SheetLimits };

let answer: SheetAnswer;
try {
  answer = { sheet: await readSheet(bytes, limits) };
} catch (error) {
  if (!(error instanceof ImportRefusal)) throw error;
  answer = { refusal: { httpStatus: error.httpStatus, key: error.key, vars: error.vars } };
}
port.postMessage(answer);

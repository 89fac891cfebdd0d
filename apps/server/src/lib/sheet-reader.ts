import { AppError, Unprocessable, keyed } from './errors';
import { CODE } from '@lc/shared';
import { type WorkerTaskOptions, runWorkerTask } from './worker-task';
import type { Sheet, SheetAnswer, SheetLimits } from './xlsx-rows';

export type { Sheet, SheetLimits, SheetRow } from './xlsx-rows';

/** Defaults for an import's sheet: 20 MB inflated in all, no file over 1 MB inflated beyond 100:1. */
export const SHEET_ZIP_LIMITS = { maxInflatedBytes: 20 * 2 ** 20, maxRatio: 100, ratioFromBytes: 2 ** 20, maxEntries: 1000 };

/**
 * The reader's heap ceiling and time: its live data is the file, the shared strings (bounded by
 * the inflated limit) and the rows it keeps; 20 MB of sheet reads in about a second.
 */
const WORKER: WorkerTaskOptions = { maxOldGenerationSizeMb: 128, timeoutMs: 30_000 };

/**
 * The first sheet of an uploaded .xlsx, read in a worker thread (xlsx-rows.worker.ts): a file the
 * limits refuse answers its message, and a file that takes the worker down (heap, parse failure,
 * time) answers 422 "文件无法读取" while the server goes on serving.
 */
export async function readSheetInWorker(bytes: Buffer, limits: SheetLimits): Promise<Sheet | null> {
  let answer: SheetAnswer;
  try {
    answer = await runWorkerTask<SheetAnswer>(new URL('./xlsx-rows.worker', import.meta.url), { bytes, limits }, WORKER);
  } catch {
    throw new Unprocessable(keyed('importUnreadable'));
  }
  if ('sheet' in answer) return answer.sheet;
  const { httpStatus, key, vars } = answer.refusal;
  throw new AppError(httpStatus, httpStatus === 422 ? CODE.UNPROCESSABLE : CODE.BAD_REQUEST, keyed(key, vars));
}

import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FileStorage } from '../../lib/file-storage';
import type { ExportColumn, ExportRow } from './export-source';

/**
 * exceljs and zip.js load on the first export, not at start-up (≈0.5 s of loading a server that
 * may never export).
 */
async function libraries() {
  const [excel, zipJs] = await Promise.all([import('exceljs'), import('@zip.js/zip.js')]);
  // Encryption runs in this process's streams; zip.js's web workers are for browsers.
  zipJs.configure({ useWebWorkers: false });
  return { ExcelJS: excel.default, ZipWriter: zipJs.ZipWriter };
}

export type WriteRequest = {
  storage: FileStorage;
  storageKey: string;
  /** Name of the .xlsx inside the zip. */
  entryName: string;
  sheetName: string;
  password: string;
  columns: ExportColumn[];
  batches: AsyncIterable<ExportRow[]>;
  onProgress(rowsWritten: number): Promise<void>;
};

const MAX_PENDING_BYTES = 4 * 1024 * 1024;

/**
 * exceljs's sheet stream hands its buffers to the zip step without waiting for it, so fast rows
 * pile up in memory (1M rows ≈ 600 MB). Waiting here until that step has taken them in keeps
 * memory flat. It reads one internal field; if exceljs renames it, this stops waiting, nothing breaks.
 */
export async function sheetCaughtUp(sheet: ExcelJS.Worksheet) {
  type Pipe = { writableLength?: number; _writableState?: { length: number } };
  const pending = () => {
    const pipe = (sheet as unknown as { stream?: { pipes?: Pipe[] } }).stream?.pipes?.[0];
    return pipe?.writableLength ?? pipe?._writableState?.length ?? 0;
  };
  while (pending() > MAX_PENDING_BYTES) await new Promise((resolve) => setTimeout(resolve, 2));
}

/**
 * The batches with the next one already asked for while the caller writes this one: the
 * database works while the sheet and the zip do (one batch held ahead, no more).
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  let next = it.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = it.next();
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

/**
 * Rows → streaming xlsx (exceljs) → AES-256 zip (zip.js) → storage, all as streams, so a
 * million-row export never holds its rows in memory. Only the password opens the file.
 */
export async function writeEncryptedWorkbook(req: WriteRequest): Promise<{ size: number; rows: number }> {
  const { ExcelJS, ZipWriter } = await libraries();
  const xlsx = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: xlsx, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(req.sheetName.slice(0, 31));
  sheet.columns = req.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));

  const pipe = new TransformStream<Uint8Array, Uint8Array>();
  const zip = new ZipWriter(pipe.writable);
  const stored = req.storage.put(req.storageKey, Readable.fromWeb(pipe.readable as never));
  // The xlsx is already deflated: store it (level 0), encrypt it with AES-256.
  const added = zip.add(req.entryName, Readable.toWeb(xlsx) as ReadableStream<Uint8Array>, {
    password: req.password,
    encryptionStrength: 3,
    level: 0,
  });

  let rows = 0;
  try {
    for await (const batch of readAhead(req.batches)) {
      for (const row of batch) sheet.addRow(row).commit();
      rows += batch.length;
      await sheetCaughtUp(sheet);
      // Let the encrypted file catch up before reading more rows.
      if (xlsx.writableNeedDrain) await new Promise((resolve) => xlsx.once('drain', resolve));
      await req.onProgress(rows);
    }
    sheet.commit();
    await workbook.commit();
    await added;
    await zip.close();
    const { size } = await stored;
    return { size, rows };
  } catch (error) {
    xlsx.destroy(error as Error);
    await Promise.allSettled([added, stored]);
    await req.storage.remove(req.storageKey);
    throw error;
  }
}

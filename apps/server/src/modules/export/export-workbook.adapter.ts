import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ExportColumn, ExportRow } from '../module-kit';

/** What the worker is started with: the file's shape and its password (never logged). */
export type WorkbookSettings = {
  /** Name of the .xlsx inside the zip. */
  entryName: string;
  sheetName: string;
  password: string;
  columns: ExportColumn[];
};

/** Messages between the server and its export worker (export-writer.adapter.ts ↔ export-workbook.worker.ts). */
export type ToWorker = { kind: 'rows'; rows: ExportRow[] } | { kind: 'end' } | { kind: 'taken' };
export type FromWorker = { kind: 'chunk'; chunk: Uint8Array } | { kind: 'written'; rows: number } | { kind: 'finished' };

/** exceljs and zip.js load in the worker, on the first export: a server that never exports never loads them. */
async function libraries() {
  const [excel, zipJs] = await Promise.all([import('exceljs'), import('@zip.js/zip.js')]);
  // Encryption runs in this thread's streams; zip.js's web workers are for browsers.
  zipJs.configure({ useWebWorkers: false });
  return { ExcelJS: excel.default, ZipWriter: zipJs.ZipWriter };
}

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
 * Rows → streaming xlsx (exceljs) → AES-256 zip (zip.js) → `sink`, all as streams, so a
 * million-row export never holds its rows in memory. The zip's bytes go to `sink` as they are
 * made; the writer waits for each `sink` call, so a slow reader holds the rows back.
 */
export async function openEncryptedWorkbook(settings: WorkbookSettings, sink: (chunk: Uint8Array) => Promise<void>) {
  const { ExcelJS, ZipWriter } = await libraries();
  const xlsx = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: xlsx, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(settings.sheetName.slice(0, 31));
  sheet.columns = settings.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));

  const zip = new ZipWriter(new WritableStream<Uint8Array>({ write: sink }));
  // The xlsx is already deflated: store it (level 0), encrypt it with AES-256.
  const added = zip.add(settings.entryName, Readable.toWeb(xlsx) as ReadableStream<Uint8Array>, {
    password: settings.password,
    encryptionStrength: 3,
    level: 0,
  });
  // A failure is reported by write() or finish(); this only keeps it from going unhandled meanwhile.
  added.catch(() => undefined);

  return {
    async write(rows: ExportRow[]) {
      for (const row of rows) sheet.addRow(row).commit();
      await sheetCaughtUp(sheet);
      // Let the encrypted file catch up before taking more rows.
      if (xlsx.writableNeedDrain) await new Promise((resolve) => xlsx.once('drain', resolve));
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await added;
      await zip.close();
    },
  };
}

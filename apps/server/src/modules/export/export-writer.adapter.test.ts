import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlobReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { localFileStorage } from '../../lib/file-storage';
import { type WriteRequest, readAhead, writeEncryptedWorkbook } from './export-writer.adapter';

/** A source of `n` batches that records when each is asked for and whether it was closed. */
function source(n: number) {
  const log: string[] = [];
  async function* batches() {
    try {
      for (let i = 1; i <= n; i++) {
        log.push(`read ${i}`);
        await Promise.resolve();
        yield [i];
      }
    } finally {
      log.push('closed');
    }
  }
  return { log, batches: batches() };
}

describe('readAhead', () => {
  it('yields every batch in order, asking for the next one before the caller writes the current', async () => {
    const { log, batches } = source(3);
    const seen: number[] = [];
    for await (const [n] of readAhead(batches)) {
      log.push(`write ${n}`);
      seen.push(n!);
    }
    expect(seen).toEqual([1, 2, 3]);
    // The source ends (closed) while the last batch is being written.
    expect(log).toEqual(['read 1', 'read 2', 'write 1', 'read 3', 'write 2', 'closed', 'write 3']);
  });

  it('holds at most one batch ahead, and closes the source when the caller stops early', async () => {
    const { log, batches } = source(10);
    for await (const [n] of readAhead(batches)) if (n === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.filter((l) => l.startsWith('read'))).toEqual(['read 1', 'read 2', 'read 3']);
    expect(log.at(-1)).toBe('closed');
  });
});

describe('writeEncryptedWorkbook', () => {
  const columns = [
    { header: '编号', key: 'no' },
    { header: '金额', key: 'amount' },
  ];
  async function* rows(batches: number, failAt?: number) {
    for (let b = 1; b <= batches; b++) {
      if (b === failAt) throw new Error('read failed');
      yield Array.from({ length: 500 }, (_, i) => ({ no: `B${b}-${i}`, amount: '1234.56' }));
    }
  }
  const storage = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-export-writer-'));
    return { root, files: localFileStorage(root) };
  };
  const write = (files: ReturnType<typeof localFileStorage>, over: Partial<WriteRequest>) =>
    writeEncryptedWorkbook({
      storage: files,
      storageKey: 'exports/t.zip',
      entryName: 't.xlsx',
      sheetName: '导出',
      password: 'Pw-123456',
      columns,
      batches: rows(3),
      onProgress: async () => undefined,
      ...over,
    });

  it('writes every row through the worker into a zip that opens with the password', async () => {
    const { root, files } = storage();
    const progress: number[] = [];
    const result = await write(files, { onProgress: async (n) => void progress.push(n) });
    expect(result.rows).toBe(1500);
    const zip = new ZipReader(new BlobReader(new Blob([fs.readFileSync(path.join(root, 'exports/t.zip'))])));
    const [entry] = await zip.getEntries();
    if (!entry || entry.directory) throw new Error('the zip holds no file');
    expect(entry.filename).toBe('t.xlsx');
    expect(entry.encrypted).toBe(true);
    const xlsx = await entry.getData(new Uint8ArrayWriter(), { password: 'Pw-123456' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx) as never);
    const sheet = book.getWorksheet('导出')!;
    expect(sheet.rowCount).toBe(1501);
    expect(sheet.getRow(1501).values).toEqual([undefined, 'B3-499', '1234.56']);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((n, i) => n > (progress[i - 1] ?? 0) && n <= 1500)).toBe(true);
  });

  it('keeps nothing when reading the rows fails', async () => {
    const { root, files } = storage();
    await expect(write(files, { batches: rows(5, 3) })).rejects.toThrow('read failed');
    expect(fs.readdirSync(path.join(root, 'exports'))).toEqual([]);
  });

  it('keeps nothing when the worker fails', async () => {
    const { root, files } = storage();
    // A cell exceljs cannot write (rich text that is not a list) fails inside the worker thread.
    async function* broken() {
      yield* rows(1);
      yield [{ no: { richText: 5 }, amount: '1' } as never];
    }
    await expect(write(files, { batches: broken() })).rejects.toThrow(/richText/);
    expect(fs.readdirSync(path.join(root, 'exports'))).toEqual([]);
  });
});

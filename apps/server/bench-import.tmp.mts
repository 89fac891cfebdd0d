import ExcelJS from 'exceljs';
import { Worker } from 'node:worker_threads';
import { STAFF_IMPORT_COLUMNS } from '@lc/shared';
import { parseStaffSheet as before } from '/work/main/apps/server/src/modules/staff/staff-import.ts';
import { parseStaffSheet as after } from './src/modules/staff/staff-import.ts';
import { SHEET_ZIP_LIMITS } from './src/lib/sheet-reader.ts';

const book = new ExcelJS.Workbook();
const ws = book.addWorksheet('员工');
ws.addRow(STAFF_IMPORT_COLUMNS.map((c) => c.header));
for (let i = 0; i < 500; i++) ws.addRow([`员工${i}`, `139${String(i).padStart(8, '0')}`, `a${i}@example.com`, '北京', '11,12', '1', 'Init@2026']);
const file = Buffer.from(await book.xlsx.writeBuffer());
const limits = { ...SHEET_ZIP_LIMITS, maxRows: 500, maxCellChars: 500, columns: 7 };
const bundled = () =>
  new Promise((resolve, reject) => {
    const w = new Worker(new URL('./dist/xlsx-rows.worker.js', import.meta.url), { workerData: { bytes: file, limits }, resourceLimits: { maxOldGenerationSizeMb: 128 } });
    w.once('message', (m) => { void w.terminate(); resolve(m); });
    w.once('error', reject);
  });
const time = async (f: () => Promise<unknown>) => { const t = performance.now(); await f(); return performance.now() - t; };
const r: Record<string, number[]> = { before: [], afterSource: [], afterBundled: [] };
for (let round = 0; round < 6; round++) {
  r.before!.push(await time(() => before(file)));
  r.afterSource!.push(await time(() => after(file)));
  r.afterBundled!.push(await time(bundled));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
console.log(`file ${(file.byteLength / 1024).toFixed(0)} KB, 500 rows; ms per parse (median of 6, first round included):`, Object.fromEntries(Object.entries(r).map(([k, v]) => [k, { median: median(v), all: v.map((x) => x.toFixed(0)).join(' ') }])));

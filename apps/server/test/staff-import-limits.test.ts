import { IDENTITY_API, STAFF_API, STAFF_IMPORT_COLUMNS } from '@lc/shared';
import { TextReader, Uint8ArrayWriter, ZipWriter, configure } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerTaskFailed, runWorkerTask } from '../src/lib/worker-task';
import { type Caller, as } from './helpers/as-user';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const HEADERS = STAFF_IMPORT_COLUMNS.map((c) => c.header);
configure({ useWebWorkers: false });

async function sheet(rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('员工');
  ws.addRow(HEADERS);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const person = (n: number) => [`员工${n}`, `139${String(n).padStart(8, '0')}`, '', 'BJ_11', '11', '', 'Init@2026'];

/** The parts of a workbook around one sheet, as Excel names them. */
const WORKBOOK_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="员工" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** A zip of the given files, deflated. */
async function zip(files: Record<string, string | ReadableStream<Uint8Array>>) {
  const writer = new ZipWriter(new Uint8ArrayWriter(), { level: 9 });
  for (const [name, content] of Object.entries(files))
    await writer.add(name, typeof content === 'string' ? new TextReader(content) : content);
  return Buffer.from(await writer.close());
}

/** A sheet1.xml of `megabytes` MB of the same row over and over, made as it is deflated. */
function repeatedRows(megabytes: number): ReadableStream<Uint8Array> {
  const row = `<row><c t="inlineStr"><is><t>${'张三'.repeat(20)}</t></is></c><c><v>13900000000</v></c></row>`;
  const chunk = new TextEncoder().encode(row.repeat(Math.ceil(2 ** 20 / row.length)));
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
      controller.enqueue(new TextEncoder().encode(head));
    },
    pull(controller) {
      if (sent >= megabytes * 2 ** 20) {
        controller.enqueue(new TextEncoder().encode('</sheetData></worksheet>'));
        controller.close();
        return;
      }
      controller.enqueue(chunk.slice());
      sent += chunk.byteLength;
    },
  });
}

/** The zip with one file's inflated size rewritten in its central directory: a directory that lies. */
function claimingSize(zipped: Buffer, filename: string, size: number) {
  const copy = Buffer.from(zipped);
  for (let i = copy.length - 46; i >= 0; i--) {
    if (copy.readUInt32LE(i) !== 0x02014b50) continue;
    if (copy.toString('utf8', i + 46, i + 46 + copy.readUInt16LE(i + 28)) === filename) copy.writeUInt32LE(size, i + 24);
  }
  return copy;
}

// Each test uploads and reads files in a worker: on a busy machine that takes more than the default.
describe('staff import: files that cannot take the server down', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
    // The first file of a run builds the database template: slow on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  // The import's body is a multipart upload, which the contract does not declare: it goes as the payload.
  const upload = (content: Buffer, filename = 'staff.xlsx') =>
    admin.send(STAFF_API.endpoints.import, {}, multipart({ field: 'file', filename, content }));
  const staffCount = async () => (await admin.call(STAFF_API.endpoints.list, { query: { pageSize: 1 } })).total;
  const stillServing = async () => expect((await admin.send(IDENTITY_API.endpoints.userInfo)).status).toBe(200);

  it('refuses a sheet that inflates to 200 MB from its central directory, and serves the next request', async () => {
    const bomb = await zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': repeatedRows(200) });
    expect(bomb.byteLength).toBeLessThan(2 ** 20);
    const before = await staffCount();
    const res = await upload(bomb);
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('文件解压后过大（最多20MB），请删除多余的内容后重新上传');
    await stillServing();
    expect(await staffCount()).toBe(before);
  }, 180_000);

  it('refuses a file that inflates beyond 100:1 even within the size limit', async () => {
    const res = await upload(await zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': repeatedRows(4) }));
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('文件压缩比异常，无法导入');
    await stillServing();
  });

  it('refuses a file whose central directory understates its size', async () => {
    const bomb = await zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': repeatedRows(30) });
    const res = await upload(claimingSize(bomb, 'xl/worksheets/sheet1.xml', 100_000));
    // zip.js stops at the declared size; the reader's own count of bytes is the second guard.
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('文件无法读取，请用 Excel 另存为 .xlsx 后重新上传');
    await stillServing();
  }, 120_000);

  it('answers in English when asked', async () => {
    const body = multipart({
      field: 'file',
      filename: 'staff.xlsx',
      content: await zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': repeatedRows(4) }),
    });
    const res = await admin.send(
      STAFF_API.endpoints.import,
      {},
      { payload: body.payload, headers: { ...body.headers, 'accept-language': 'en-US' } },
    );
    expect(res.body.msg).toBe('The file is compressed abnormally and cannot be imported');
  });

  it('refuses a sheet over the row limit and imports none of it', async () => {
    const before = await staffCount();
    const res = await upload(await sheet(Array.from({ length: 501 }, (_, i) => person(i))));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('一次最多导入500行，请分批上传');
    expect(await staffCount()).toBe(before);
  });

  it('refuses a cell longer than the limit, inline or shared', async () => {
    const long = ['张'.repeat(501), ...person(1).slice(1)];
    const res = await upload(await sheet([person(2), long]));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('单元格过长：每个单元格最多500个字符');
    const inline = `<worksheet><sheetData><row r="1">${HEADERS.map((h) => `<c t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row><row r="2"><c t="inlineStr"><is><t>${'x'.repeat(600)}</t></is></c></row></sheetData></worksheet>`;
    expect((await upload(await zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': inline }))).body.msg).toBe(
      '单元格过长：每个单元格最多500个字符',
    );
  });

  it('answers malformed files with 4xx and goes on serving', async () => {
    const random = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    ]);
    const cases = [
      { file: random, msg: '文件格式不正确' },
      { file: await zip({ 'readme.txt': 'not a workbook' }), msg: '文件格式不正确' },
      { file: await zip({ ...WORKBOOK_PARTS }), msg: '表格为空' },
      {
        file: await zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row><c' }),
        msg: '文件无法读取，请用 Excel 另存为 .xlsx 后重新上传',
      },
    ];
    for (const { file, msg } of cases) {
      const res = await upload(file);
      expect(res.status, msg).toBeGreaterThanOrEqual(400);
      expect(res.status, msg).toBeLessThan(500);
      expect(res.body.msg).toBe(msg);
    }
    await stillServing();
  });

  it('reads a plain sheet written without shared strings or cell references', async () => {
    const rows = [HEADERS, person(301), person(302)]
      .map((cells) => `<row>${cells.map((c) => `<c t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`)
      .join('');
    const res = await upload(
      await zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': `<worksheet><sheetData>${rows}</sheetData></worksheet>` }),
    );
    expect(res.status).toBe(200);
    expect(res.reply).toMatchObject({ created: 2, failed: 0 });
  });
});

describe('a worker task that runs out of heap', () => {
  it('ends the worker alone and reports why', async () => {
    const hog = runWorkerTask(new URL('./helpers/heap-hog.worker', import.meta.url), null, {
      maxOldGenerationSizeMb: 16,
      timeoutMs: 60_000,
    });
    await expect(hog).rejects.toSatisfy((error) => error instanceof WorkerTaskFailed && error.reason === 'out-of-memory');
  }, 120_000);
});

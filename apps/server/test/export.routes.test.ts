import fs from 'node:fs';
import path from 'node:path';
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { AUDIT_API, AUDIT_EXPORT, EXPORT_API, HOME_API } from '@lc/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/lib/jobs';
import { shanghaiTime } from '../src/lib/time';
import { ManualClock } from './helpers/manual-clock';
import { type Caller, as, callerOf } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

const E = EXPORT_API.endpoints;
describe('exports: queued, streamed into an encrypted file, downloaded with the password', () => {
  let t: TestApp;
  let admin: Caller;
  const clock = new ManualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  const tasks = (who: Caller) => who.call(E.tasks, { query: {} });
  const waitFor = async (taskNo: string, status: number) => {
    for (let i = 0; i < 200; i++) {
      const task = (await tasks(admin)).list.find((x) => x.taskNo === taskNo);
      if (task?.status === status) return task;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`task ${taskNo} never reached status ${status}`);
  };
  const download = (taskNo: string, password: string, who = admin) => who.send(E.download, { params: { taskNo }, body: { password } });
  const auditRows = async (action: string) =>
    (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'export_task', action, pageSize: 50 } })).list;

  it('refuses an export without a file name, and stores nothing', async () => {
    const res = await admin.send(AUDIT_EXPORT, { query: { fileName: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('请输入文件名');
    expect((await tasks(admin)).total).toBe(0);
  });

  it('a user without the page permission cannot export it', async () => {
    const sales = await as(t, 'sales');
    const res = await sales.send(AUDIT_EXPORT, { query: { fileName: 'x' } });
    expect(res.status).toBe(403);
  });

  let taskNo = '';
  let password = '';
  it('creates a task, reports progress to done, and the file opens only with the password', async () => {
    const res = await admin.send(AUDIT_EXPORT, { query: { fileName: '审计导出', entity: 'session' } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('下载任务添加成功');
    ({ taskNo, downloadPassword: password } = res.reply!);
    expect(taskNo).toMatch(/^EX\d{8}[0-9A-F]{8}$/);
    expect(password).toMatch(/^[A-Za-z2-9]{8}$/);

    const done = await waitFor(taskNo, 2);
    const listed = await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'session', pageSize: 1 } });
    const expected = listed.total;
    expect(done.rowsWritten).toBe(expected);
    expect(done.rowsTotal).toBe(expected);

    const badge = async () => (await admin.call(HOME_API.endpoints.badges))['/fileDownloadManage/fileDownloadList'];
    expect(await badge()).toBe(1); // ready, not yet downloaded
    expect((await download(taskNo, 'WRONGPWD')).body.msg).toBe('下载密码错误');
    expect(await badge()).toBe(1);
    // The zip itself: its content type and bytes, read on the raw reply.
    const file = (await download(taskNo, password)).res;
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.rawPayload.length).toBe(done.size);
    expect(await badge()).toBe(0);

    const entries = await new ZipReader(new Uint8ArrayReader(new Uint8Array(file.rawPayload))).getEntries();
    expect(entries.map((e) => e.filename)).toEqual(['审计导出.xlsx']);
    const entry = entries[0];
    if (!entry || entry.directory) throw new Error('the zip holds no file');
    expect(entry.encrypted).toBe(true);
    await expect(entry.getData(new BlobWriter(), { password: 'WRONGPWD' })).rejects.toThrow();
    const xlsx = await entry.getData(new BlobWriter(), { password });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('时间');
    expect(sheet.rowCount - 1).toBe(expected);
    expect(new Set(sheet.getColumn(4).values.slice(2))).toEqual(new Set(['session']));
    // The newest row first, as the list shows it: the time in Shanghai, the changes as JSON text.
    const newest = listed.list[0]!;
    const cells = sheet.getRow(2).values as unknown[];
    expect(cells[1]).toBe(shanghaiTime(new Date(newest.at)));
    expect([cells[2], cells[3], cells[5], cells[6]]).toEqual([newest.actorName, newest.actorId, newest.entityId, newest.action]);
    expect(cells[7] === undefined ? null : JSON.parse(String(cells[7]))).toEqual(newest.before);
    expect(cells[8] === undefined ? null : JSON.parse(String(cells[8]))).toEqual(newest.after);

    expect((await auditRows('create')).map((r) => r.entityId)).toContain(taskNo);
    expect((await auditRows('download')).map((r) => r.entityId)).toContain(taskNo);
  });

  it('nothing under the data directory holds the workbook in the clear', async () => {
    const stored = path.join(t.config.dataDir, 'files', 'exports', `${taskNo}.zip`);
    const bytes = fs.readFileSync(stored);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The workbook inside is encrypted: none of its own parts can be read from the stored bytes.
    expect(bytes.includes(Buffer.from('[Content_Types].xml'))).toBe(false);
    expect(bytes.includes(Buffer.from('sheet1.xml'))).toBe(false);
  });

  it("another user neither lists nor downloads someone's export", async () => {
    const sales = await as(t, 'sales');
    expect((await tasks(sales)).list.map((x) => x.taskNo)).not.toContain(taskNo);
    expect((await download(taskNo, password, sales)).status).toBe(404);
  });

  it('expired files are removed by the cleanup job and can no longer be downloaded', async () => {
    clock.advance(8 * 86_400);
    admin = callerOf(t, await t.login(demoMobile('admin'))); // the old session ended long ago: a new one
    const jobs = createJobQueue({ database: t.database, log: pino({ level: 'silent' }), runWorkers: false });
    await jobs.start();
    await jobs.send('export-cleanup', {});
    await jobs.stop();
    await waitFor(taskNo, 4);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', 'exports', `${taskNo}.zip`))).toBe(false);
    expect((await download(taskNo, password)).body.msg).toBe('文件已过期，请重新导出');
  });
});

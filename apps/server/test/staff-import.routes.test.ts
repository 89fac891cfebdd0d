import { AUDIT_API, STAFF_API, STAFF_IMPORT_COLUMNS } from '@lc/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const S = STAFF_API.endpoints;

async function sheet(rows: (string | number)[][], headers: string[] = STAFF_IMPORT_COLUMNS.map((c) => c.header)) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('员工');
  ws.addRow(headers);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Every import reads its sheet in a worker thread (decision 0063): slower than the default allows on a busy machine.
describe('staff import from Excel', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, filename = 'staff.xlsx', who = admin) =>
    who.send(S.import, {}, multipart({ field: 'file', filename, content }));
  const staffCount = async () => (await admin.call(S.list, { query: { pageSize: 1 } })).total;

  it('creates the good rows and answers every row with its result', async () => {
    const before = await staffCount();
    const res = await upload(
      await sheet([
        ['王五', 13900000101, 'wangwu@example.com', '北京', '11', '1', 'Init@2026'],
        ['赵六', '13900000102', '', 'SH_31', '31,32', '', 'Init@2026'],
        ['坏手机', '1290000', '', 'BJ_11', '11', '', 'Init@2026'],
        ['重复', demoMobile('sales'), '', 'BJ_11', '11', '', 'Init@2026'],
        ['无区域', '13900000105', '', '火星', '11', '', 'Init@2026'],
      ]),
    );
    expect(res.status).toBe(200);
    const { created, failed, rows } = res.reply!;
    expect({ created, failed }).toEqual({ created: 2, failed: 3 });
    expect(rows.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(rows[2]?.message).toContain('手机号格式错误');
    expect(rows[3]?.message).toMatch(/手机号.*(已|占用|存在)/);
    expect(rows[4]?.message).toContain('请选择区域');
    expect(await staffCount()).toBe(before + 2);
    const found = (await admin.call(S.list, { query: { keyword: '13900000102' } })).list;
    expect(found[0]).toMatchObject({ realName: '赵六', areaCode: 'SH_31', roleIds: [31, 32] });
    const audit = (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'user', action: 'create', pageSize: 50 } })).list;
    const mobileOf = (a: (typeof audit)[number]) => (a.after as { mobile?: string } | null)?.mobile ?? '';
    expect(audit.filter((a) => ['13900000101', '13900000102'].includes(mobileOf(a)))).toHaveLength(2);
  });

  it('refuses wrong headers, forged types, old .xls, oversize files, and changes nothing', async () => {
    const before = await staffCount();
    expect((await upload(await sheet([['a']], ['name', 'phone']))).body.msg).toContain('表头应为');
    expect((await upload(Buffer.from('name,mobile\n张三,13900000109'), 'staff.xlsx')).body.msg).toBe('文件格式不正确');
    expect((await upload(await sheet([]), 'staff.csv')).body.msg).toBe('文件格式不正确');
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await upload(xls, 'staff.xls')).body.msg).toContain('另存为 .xlsx');
    const huge = await upload(Buffer.alloc(10240 * 1024 + 1), 'staff.xlsx');
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe('超出文件大小限制');
    expect(await staffCount()).toBe(before);
  });

  it('applies the grant rule to every row: the operations admin imports no role or area beyond its own', async () => {
    const ops = await as(t, 'opsAdmin');
    const before = await staffCount();
    const res = await upload(
      await sheet([
        ['根管理员', '13900000201', '', 'ALL', '1', '', 'Init@2026'],
        ['风控', '13900000202', '', 'BJ_11', '31', '', 'Init@2026'],
        ['全区域', '13900000203', '', 'ALL', '2001', '', 'Init@2026'],
        ['运营', '13900000204', '', 'BJ_11', '2001', '', 'Init@2026'],
      ]),
      'staff.xlsx',
      ops,
    );
    expect(res.status).toBe(200);
    const { rows } = res.reply!;
    expect(rows.map((r) => r.ok)).toEqual([false, false, false, true]);
    expect(rows[0]?.message).toBe('只有系统管理员可以授予、收回或管理系统管理员角色');
    expect(rows[1]?.message).toContain('不能授予或管理超出您自身权限的角色');
    expect(rows[2]?.message).toContain('不能授予超出您自身范围的区域、部门或组');
    expect(await staffCount()).toBe(before + 1);
  });

  it('needs the add-staff permission', async () => {
    const sales = await as(t, 'sales');
    expect((await upload(await sheet([]), 'staff.xlsx', sales)).status).toBe(403);
  });

  it('offers a template with the expected headers', async () => {
    // A file, not an envelope: its raw reply is read.
    const { res } = await admin.send(S.importTemplate);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, ...STAFF_IMPORT_COLUMNS.map((c) => c.header)]);
  });
});

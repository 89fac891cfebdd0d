import { ARCHIVE_API, BILL_API, BORROW_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billBody } from './bill-fixtures';
import type { DatabaseHandle } from '../src/db/client';
import { type Caller, as, callerOf } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { openSecondProcess, soon } from './helpers/second-process';
import { type TestApp, createTestApp } from './helpers/test-app';

const B = BILL_API.endpoints;

/*
 * A bill list's total per filter and the names a page shows are kept in the process until the
 * bills, users or departments change (db/change-feed.ts, migration 0016). These check that the
 * next answer sees every change, whichever path wrote it and whichever process holds the cache:
 * the API's own writes at once, any other write (here plain SQL) within `soon`'s two seconds,
 * which a value kept for its whole minute would miss.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A submitted bill of the salesperson, written by plain SQL: no code of the server runs. */
const insertBill = (database: DatabaseHandle, billNo: string) =>
  database.executeSql(
    `insert into bills (bill_no, status, bill_type, bill_customer_name, bill_customer_mobile, id_card, borrow_amount,
       borrow_duration, borrow_type, salesperson_id, area_code, department_code, group_id, created_at, updated_at)
     select $1, 1, 0, '缓存客户', '13900000000', '110101199003071234', 100000, 90, 2,
       u.id, u.area_code, u.department_code, 1, now(), now()
     from users u where u.mobile = $2`,
    [billNo, demoMobile('sales')],
  );

describe('cached list totals and names see every change', () => {
  let t: TestApp;
  let sales: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    sales = await as(t, 'sales');
  });
  afterAll(() => t.close());

  /** A page of the salesperson's list, asked of `app` (this process or the second) with the one session. */
  const page = (app: TestApp, list: typeof B.drafts | typeof B.mine, keyword?: string) =>
    callerOf(app, sales.cookie).call(list, { query: { pageSize: 100, ...(keyword ? { keyword } : {}) } });
  const total = async (app: TestApp, list: typeof B.drafts | typeof B.mine, keyword?: string) => (await page(app, list, keyword)).total;
  const newDraft = () => sales.send(B.create, { body: billBody() });

  it("a draft made through the API is in the drafts' total of the very next answer", async () => {
    const before = await total(t, B.drafts);
    expect(await total(t, B.drafts)).toBe(before); // now kept
    expect((await newDraft()).status).toBe(200);
    expect(await total(t, B.drafts)).toBe(before + 1);
  });

  it('a bill written by any path changes the total of every filter it matches', async () => {
    const mine = await total(t, B.mine);
    const byKeyword = await total(t, B.mine, 'LCCACHE');
    expect(byKeyword).toBe(0);
    await insertBill(t.database, 'LCCACHE0001');
    if (!onPostgres) expect(await total(t, B.mine)).toBe(mine + 1); // the embedded database notifies as the write ends
    expect(await soon(async () => (await total(t, B.mine)) === mine + 1)).toBe(true);
    expect(await total(t, B.mine, 'LCCACHE')).toBe(1);
    await t.database.executeSql(`update bills set status = 9 where bill_no = 'LCCACHE0001'`); // abandoned: off 'mine'
    expect(await soon(async () => (await total(t, B.mine)) === mine)).toBe(true);
  });

  it("a salesperson's new name is on the next page shown", async () => {
    const names = async () => new Set((await page(t, B.mine)).list.map((r) => r.salespersonName));
    expect(await names()).not.toContain('改名后的业务员');
    await t.database.executeSql(`update users set real_name = '改名后的业务员' where mobile = $1`, [demoMobile('sales')]);
    expect(await soon(async () => (await names()).has('改名后的业务员'))).toBe(true);
  });

  // Lists on the shared list helper keep their capped totals too, per statement, while every table the
  // count reads announces its changes (db/capped-count.ts, migration 0061, decision 0077).

  it("a document written by any path is in the archive list's next total", async () => {
    const total = async () => (await (await as(t, 'admin')).call(ARCHIVE_API.endpoints.list, { query: { pageSize: 10 } })).total!;
    const before = await total();
    expect(await total()).toBe(before); // now kept
    await t.database.executeSql(
      `insert into archive_items (bill_id, doc_type, name, status, owner_id, area_code)
       select id, 1, '缓存文件', 1, salesperson_id, area_code from bills order by id limit 1`,
    );
    expect(await soon(async () => (await total()) === before + 1)).toBe(true);
    await t.database.executeSql(`delete from archive_items where name = '缓存文件'`);
    expect(await soon(async () => (await total()) === before)).toBe(true);
  });

  it("a loan whose money went out by any path is in the loan book's next total", async () => {
    const total = async () => (await (await as(t, 'admin')).call(BORROW_API.endpoints.accounts, { query: { pageSize: 10 } })).total!;
    const before = await total();
    expect(await total()).toBe(before);
    const [grant] = (await t.database.executeSql(`select id from grants where succeeded_amount = 0 order by id limit 1`)).rows as {
      id: number;
    }[];
    expect(grant).toBeDefined();
    await t.database.executeSql(`update grants set drawn_amount = amount, succeeded_amount = amount where id = $1`, [grant!.id]);
    expect(await soon(async () => (await total()) === before + 1)).toBe(true);
  });

  describe.runIf(onPostgres)('two server processes on one database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await openSecondProcess(t);
    });
    afterAll(() => second.close());

    it('a bill made through one is counted by the other', async () => {
      const before = await total(second, B.drafts);
      expect(await total(second, B.drafts)).toBe(before); // kept in the second process
      expect((await newDraft()).status).toBe(200);
      expect(await soon(async () => (await total(second, B.drafts)) === before + 1)).toBe(true);
    });
  });
});

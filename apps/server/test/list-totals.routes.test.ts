import { BILL_API, LIST_TOTAL_CAP } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Lists count at most LIST_TOTAL_CAP matching rows (db/capped-count.ts): beyond it the reply says
 * totalExact: false and the list shows "10,000+". Checked on the bill list, with a salesperson
 * given more bills than the cap, and on a list under the cap, which stays exact.
 */
describe('list totals are capped', () => {
  let t: TestApp;
  let sales: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    sales = await as(t, 'sales');
    await t.database.executeSql(
      `insert into bills (bill_no, status, bill_type, bill_customer_name, bill_customer_mobile, id_card, borrow_amount,
         borrow_duration, borrow_type, salesperson_id, area_code, department_code, group_id, created_at, updated_at)
       select 'CAP' || lpad(g::text, 9, '0'), 1, 0, '客户' || g, '13900000000', '110101199003071234', 100000, 90, 2,
         u.id, u.area_code, u.department_code, 1, now() - (g || ' seconds')::interval, now()
       from generate_series(1, $1::int) g cross join (select id, area_code, department_code from users where mobile = $2) u`,
      [LIST_TOTAL_CAP + 50, demoMobile('sales')],
    );
  }, 120_000);
  afterAll(() => t.close());

  it('a list longer than the cap says "at least the cap", and still pages', async () => {
    const res = await sales.send(BILL_API.endpoints.mine, { query: { pageNum: 2, pageSize: 10 } });
    expect(res.status).toBe(200);
    const data = res.reply!;
    expect(data).toMatchObject({ total: LIST_TOTAL_CAP, totalExact: false });
    expect(data.list).toHaveLength(10);
  });

  it('a list under the cap keeps its exact total', async () => {
    const data = await sales.call(BILL_API.endpoints.mine, { query: { keyword: 'CAP00000001' } });
    // CAP000000010 … CAP000000019: ten bills
    expect(data).toMatchObject({ total: 10, totalExact: true });
  });
});

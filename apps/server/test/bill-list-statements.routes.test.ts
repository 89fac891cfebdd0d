import { BILL_API, type EndpointInput } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';
import { billBody } from './bill-fixtures';

const B = BILL_API.endpoints;
type BillList = typeof B.mine | typeof B.drafts | typeof B.all;

/*
 * The bill lists prepare their page query once per filter shape and bind only the values per
 * request (bill.repository.ts, db/bound-condition.ts). These call the lists over HTTP, shapes and
 * users alternating, so that a statement kept under the wrong key, or values bound to another
 * shape's statement, shows as wrong rows: another filter's, or another salesperson's or scope's.
 */

describe('bill lists through statements prepared per filter shape', () => {
  let t: TestApp;
  let c: Record<'sales' | 'sales2' | 'salesSh' | 'manager' | 'riskStaff' | 'risk', Caller>;
  /** Bill ids by name: a and a2 the salesperson's (group 1), b the second group's, sh Shanghai's; draft never submitted. */
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'sales', 'sales2', 'salesSh', 'manager', 'riskStaff', 'risk');
    /** Creates and submits a bill of `who`'s; its id. */
    const submitted = async (who: Caller, billCustomerName: string) => {
      const { id, version } = await who.call(B.create, { body: billBody({ billCustomerName }) });
      return (await who.call(B.submit, { params: { id }, body: { version } })).id;
    };
    id.a = await submitted(c.sales, '语句甲');
    id.a2 = await submitted(c.sales, '语句乙');
    id.b = await submitted(c.sales2, '语句丙');
    id.sh = await submitted(c.salesSh, '语句丁');
    id.draft = (await c.sales.call(B.create, { body: billBody({ billCustomerName: '语句戊' }) })).id;
  });
  afterAll(() => t.close());

  /** The ids of this test's bills (named 语句…) on one page of a list. */
  const ids = async (who: Caller, list: BillList, query: EndpointInput<BillList>['query'] = {}) => {
    const res = await who.send(list, { query: { pageSize: 100, ...query } });
    expect(res.status).toBe(200);
    return res
      .reply!.list.filter((r) => r.billCustomerName.startsWith('语句'))
      .map((r) => r.id)
      .sort((x, y) => x - y);
  };
  const sorted = (...names: string[]) => names.map((n) => id[n]!).sort((x, y) => x - y);

  it('gives each filter shape its own rows, the shapes alternating', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await ids(c.sales, B.mine)).toEqual(sorted('a', 'a2'));
      expect(await ids(c.sales, B.mine, { keyword: '语句乙' })).toEqual(sorted('a2'));
      expect(await ids(c.sales, B.mine, { keyword: '语句甲' })).toEqual(sorted('a'));
      expect(await ids(c.sales, B.mine, { status: 9 })).toEqual([]);
      expect(await ids(c.sales, B.mine, { status: 1, keyword: '语句' })).toEqual(sorted('a', 'a2'));
      // The draft box: the same salesperson and filter, other statuses, another order.
      expect(await ids(c.sales, B.drafts, { keyword: '语句' })).toEqual(sorted('draft'));
      expect(await ids(c.sales, B.mine, { keyword: '语句' })).toEqual(sorted('a', 'a2'));
    }
  });

  it('binds the page and its size per request', async () => {
    const newestFirst = [id.a2!, id.a!];
    for (let round = 0; round < 2; round++) {
      const page = (n: number) => c.sales.call(B.mine, { query: { pageSize: 1, pageNum: n, keyword: '语句' } });
      const [first, second] = [await page(1), await page(2)];
      expect([first.list[0]?.id, second.list[0]?.id]).toEqual(newestFirst);
    }
  });

  it("never shows one salesperson another's bills through the statement they share", async () => {
    for (let round = 0; round < 3; round++) {
      expect(await ids(c.sales, B.mine)).toEqual(sorted('a', 'a2'));
      expect(await ids(c.sales2, B.mine)).toEqual(sorted('b'));
      expect(await ids(c.salesSh, B.mine)).toEqual(sorted('sh'));
      expect(await ids(c.sales2, B.drafts)).toEqual([]);
    }
  });

  it('keeps each data scope to its own bills, scopes of other shapes alternating', async () => {
    for (let round = 0; round < 3; round++) {
      // The manager reads group 1 (the salesperson's), the risk staff Beijing (both groups), the director (risk) all.
      expect(await ids(c.manager, B.all)).toEqual(sorted('a', 'a2'));
      expect(await ids(c.riskStaff, B.all)).toEqual(sorted('a', 'a2', 'b'));
      expect(await ids(c.risk, B.all)).toEqual(sorted('a', 'a2', 'b', 'sh'));
      expect(await ids(c.manager, B.all, { keyword: '语句乙' })).toEqual(sorted('a2'));
      expect(await ids(c.riskStaff, B.all, { keyword: '语句丙' })).toEqual(sorted('b'));
    }
  });
});

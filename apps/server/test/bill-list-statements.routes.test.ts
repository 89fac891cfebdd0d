import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { type billApi, billBody, openBillApp } from './bill-fixtures';

/*
 * The bill lists prepare their page query once per filter shape and bind only the values per
 * request (bill.repository.ts, db/bound-condition.ts). These call the lists over HTTP, shapes and
 * users alternating, so that a statement kept under the wrong key, or values bound to another
 * shape's statement, shows as wrong rows: another filter's, or another salesperson's or scope's.
 */
type Page = { list: { id: number; billNo: string; billCustomerName: string }[] };

describe('bill lists through statements prepared per filter shape', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  /** Bill ids by name: a and a2 the salesperson's (group 1), b the second group's, sh Shanghai's; draft never submitted. */
  const id: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, api } = await openBillApp(c));
    id.a = (await api.submitted(c.sales!, { billCustomerName: '语句甲' })).id;
    id.a2 = (await api.submitted(c.sales!, { billCustomerName: '语句乙' })).id;
    id.b = (await api.submitted(c.sales2!, { billCustomerName: '语句丙' })).id;
    id.sh = (await api.submitted(c.salesSh!, { billCustomerName: '语句丁' })).id;
    const draft = await api.create(c.sales!, billBody({ billCustomerName: '语句戊' }));
    id.draft = (draft.json().data as { id: number }).id;
  });
  afterAll(() => t.close());

  /** The ids of this test's bills (named 语句…) on one page of a list. */
  const ids = async (cookie: string, list: string, query = '') => {
    const res = await api.list(cookie, list, query);
    expect(res.statusCode).toBe(200);
    const page = res.json().data as Page;
    return page.list
      .filter((r) => r.billCustomerName.startsWith('语句'))
      .map((r) => r.id)
      .sort((x, y) => x - y);
  };
  const sorted = (...names: string[]) => names.map((n) => id[n]!).sort((x, y) => x - y);

  it('gives each filter shape its own rows, the shapes alternating', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await ids(c.sales!, 'mine')).toEqual(sorted('a', 'a2'));
      expect(await ids(c.sales!, 'mine', `&keyword=${encodeURIComponent('语句乙')}`)).toEqual(sorted('a2'));
      expect(await ids(c.sales!, 'mine', `&keyword=${encodeURIComponent('语句甲')}`)).toEqual(sorted('a'));
      expect(await ids(c.sales!, 'mine', '&status=9')).toEqual([]);
      expect(await ids(c.sales!, 'mine', `&status=1&keyword=${encodeURIComponent('语句')}`)).toEqual(sorted('a', 'a2'));
      // The draft box: the same salesperson and filter, other statuses, another order.
      expect(await ids(c.sales!, 'drafts', `&keyword=${encodeURIComponent('语句')}`)).toEqual(sorted('draft'));
      expect(await ids(c.sales!, 'mine', `&keyword=${encodeURIComponent('语句')}`)).toEqual(sorted('a', 'a2'));
    }
  });

  it('binds the page and its size per request', async () => {
    const keyword = `&keyword=${encodeURIComponent('语句')}`;
    const newestFirst = [id.a2!, id.a!];
    for (let round = 0; round < 2; round++) {
      const page = async (n: number) =>
        (await t.call({ method: 'GET', url: `/api/bill/v1/bill/mine?pageSize=1&pageNum=${n}${keyword}`, cookie: c.sales! })).json()
          .data as Page;
      const [first, second] = [await page(1), await page(2)];
      expect([first.list[0]?.id, second.list[0]?.id]).toEqual(newestFirst);
    }
  });

  it("never shows one salesperson another's bills through the statement they share", async () => {
    for (let round = 0; round < 3; round++) {
      expect(await ids(c.sales!, 'mine')).toEqual(sorted('a', 'a2'));
      expect(await ids(c.sales2!, 'mine')).toEqual(sorted('b'));
      expect(await ids(c.salesSh!, 'mine')).toEqual(sorted('sh'));
      expect(await ids(c.sales2!, 'drafts')).toEqual([]);
    }
  });

  it('keeps each data scope to its own bills, scopes of other shapes alternating', async () => {
    for (let round = 0; round < 3; round++) {
      // The manager reads group 1 (the salesperson's), the risk staff Beijing (both groups), the director all.
      expect(await ids(c.manager!, 'all')).toEqual(sorted('a', 'a2'));
      expect(await ids(c.riskStaff!, 'all')).toEqual(sorted('a', 'a2', 'b'));
      expect(await ids(c.director!, 'all')).toEqual(sorted('a', 'a2', 'b', 'sh'));
      expect(await ids(c.manager!, 'all', `&keyword=${encodeURIComponent('语句乙')}`)).toEqual(sorted('a2'));
      expect(await ids(c.riskStaff!, 'all', `&keyword=${encodeURIComponent('语句丙')}`)).toEqual(sorted('b'));
    }
  });
});

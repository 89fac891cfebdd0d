import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { searchHistory } from '../src/modules/home/home.table';
import { inputSqlState } from '../src/plugins/error-handler';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const SALES = '13800000011';
const ID_MESSAGE = '编号须为1至2147483647之间的整数';
const NUL_MESSAGE = '内容不能包含空字符（\\u0000）';
const BROKEN_MESSAGE = '内容包含无法识别的字符，请重新输入';
const TOO_BIG = '999999999999';

const queryPrice = (mortgageInfoId: unknown) => ({
  cityId: '110100',
  areaId: '110105',
  consId: 'C1101051',
  buildId: 'C1101051B1',
  houseId: 'C1101051B1U1H901',
  buildArea: '98.50',
  mortgageInfoId,
  guzhiRequestType: 2,
});

describe('bad input gets a 400 with a clear message, never a 500', () => {
  let t: TestApp;
  let admin: string;
  let sales: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN);
    sales = await t.login(SALES);
  });
  afterAll(() => t.close());

  const expect400 = (res: { statusCode: number; json(): unknown }, msg: string, label: string) => {
    expect(res.statusCode, label).toBe(400);
    expect(res.json(), label).toMatchObject({ code: 400, msg });
  };

  it('refuses ids beyond the integer range (and zero, negative, non-numeric) in paths, queries and bodies', async () => {
    for (const bad of [TOO_BIG, '2147483648', '0', '-1', 'abc', '1.5']) {
      const history = await t.call({ method: 'GET', url: `/api/mortgage/valuation/v2/history/${bad}`, cookie: sales });
      expect400(history, ID_MESSAGE, `history ${bad}`);
      const password = await t.call({
        method: 'POST',
        url: `/api/v1/admin/staff/${bad}/password`,
        cookie: admin,
        payload: { password: 'Another@2026' },
      });
      expect400(password, ID_MESSAGE, `password ${bad}`);
    }
    const price = await t.call({
      method: 'POST',
      url: '/api/mortgage/house/items/v2/queryPrice',
      cookie: sales,
      payload: queryPrice(Number(TOO_BIG)),
    });
    expect400(price, ID_MESSAGE, 'queryPrice');
    const staff = await t.call({ method: 'GET', url: `/api/v1/admin/staff?roleId=${TOO_BIG}`, cookie: admin });
    expect400(staff, ID_MESSAGE, 'staff list roleId');
    const borrower = await t.call({ method: 'GET', url: `/api/v1/borrower/${TOO_BIG}`, cookie: admin });
    expect(borrower.statusCode).toBe(400);
  });

  it('still takes the largest id (and answers it does not exist)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/mortgage/valuation/v2/history/2147483647', cookie: sales });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe(400);
  });

  it('refuses NUL characters in any string: body, key, query and path, and stores nothing', async () => {
    const menu = await t.call({
      method: 'POST',
      url: '/api/auth/v1/userAuth/userGetMenuAuth',
      cookie: sales,
      payload: { menuCode: 'home\u0000' },
    });
    expect400(menu, NUL_MESSAGE, 'userGetMenuAuth');
    expect(menu.json().data).toEqual({ field: 'menuCode' });
    const history = await t.call({
      method: 'POST',
      url: '/api/v1/home/search-history',
      cookie: sales,
      payload: { path: '/a\u0000b', keyword: 'k' },
    });
    expect400(history, NUL_MESSAGE, 'search-history');
    const nested = await t.call({
      method: 'POST',
      url: '/api/v1/telemetry/events',
      cookie: sales,
      payload: { events: [{ kind: 'error', payload: { ['k\u0000']: 1 } }] },
    });
    expect400(nested, NUL_MESSAGE, 'key');
    expect400(await t.call({ method: 'GET', url: '/api/v1/admin/staff?keyword=a%00', cookie: admin }), NUL_MESSAGE, 'query');
    expect400(await t.call({ method: 'GET', url: '/api/mortgage/zgl/district/a%00', cookie: admin }), NUL_MESSAGE, 'path');
    const [row] = await t.database.db.select({ n: count() }).from(searchHistory);
    expect(row!.n).toBe(0);
  });

  it('refuses half a surrogate pair in any string, named by its field, and stores nothing', async () => {
    // JSON may carry a lone "\ud800" escape; PostgreSQL's json (a search entry, a valuation request) refuses it.
    const raw = (body: string) =>
      t.call({
        method: 'POST',
        url: '/api/v1/home/search-history',
        cookie: sales,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    const value = await raw('{"path":"/bill","keyword":"a\\ud800b"}');
    expect400(value, BROKEN_MESSAGE, 'value');
    expect(value.json().data).toEqual({ field: 'keyword' });
    const key = await raw('{"path":"/bill","keyword":"k","x":{"\\udc00":1}}');
    expect400(key, BROKEN_MESSAGE, 'key');
    // A whole pair (an emoji, a rare Han character) is a character like any other.
    const whole = await raw('{"path":"/bill","keyword":"\\ud83d\\ude00 𠀀"}');
    expect(whole.statusCode).toBe(200);
    const [row] = await t.database.db.select({ n: count() }).from(searchHistory);
    expect(row!.n).toBe(1);
  });

  it('reads the SQLSTATE of a value the database refuses, through the driver and Drizzle', async () => {
    const refused = async (query: ReturnType<typeof sql>) => {
      try {
        await queryRows(t.database.db, query);
      } catch (error) {
        return inputSqlState(error);
      }
      return 'accepted';
    };
    expect(await refused(sql`select ${'abc'}::int as n`)).toBe('22P02');
    expect(await refused(sql`select ${'99999999999'}::int as n`)).toBe('22003');
    expect(await refused(sql`select 1 as n`)).toBe('accepted');
    expect(inputSqlState(new Error('plain'))).toBeUndefined();
  });
});

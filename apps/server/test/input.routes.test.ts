import { count, sql } from 'drizzle-orm';
import { ACCESS_API, BORROWER_API, HOME_API, STAFF_API, TELEMETRY_API, VALUATION_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { searchHistory } from '../src/modules/home/home.table';
import { inputSqlState } from '../src/plugins/error-handler';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const V = VALUATION_API.endpoints;
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

// Every request here sends what the contract refuses on purpose (ids out of range, NUL characters,
// broken JSON), so its input is cast `as never` or its body sent raw: the server must answer 400.
describe('bad input gets a 400 with a clear message, never a 500', () => {
  let t: TestApp;
  let admin: Caller;
  let sales: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
    sales = await as(t, 'sales');
  });
  afterAll(() => t.close());

  const expect400 = (res: { status: number; body: unknown }, msg: string, label: string) => {
    expect(res.status, label).toBe(400);
    expect(res.body, label).toMatchObject({ code: 400, msg });
  };

  it('refuses ids beyond the integer range (and zero, negative, non-numeric) in paths, queries and bodies', async () => {
    for (const bad of [TOO_BIG, '2147483648', '0', '-1', 'abc', '1.5']) {
      const history = await sales.send(V.history, { params: { mortgageInfoId: bad } as never });
      expect400(history, ID_MESSAGE, `history ${bad}`);
      const password = await admin.send(STAFF_API.endpoints.resetPassword, {
        params: { id: bad } as never,
        body: { password: 'Another@2026' } as never,
      });
      expect400(password, ID_MESSAGE, `password ${bad}`);
    }
    const price = await sales.send(V.queryPrice, { body: queryPrice(Number(TOO_BIG)) as never });
    expect400(price, ID_MESSAGE, 'queryPrice');
    const staff = await admin.send(STAFF_API.endpoints.list, { query: { roleId: TOO_BIG } as never });
    expect400(staff, ID_MESSAGE, 'staff list roleId');
    const borrower = await admin.send(BORROWER_API.endpoints.detail, { params: { id: TOO_BIG } as never });
    expect(borrower.status).toBe(400);
  });

  it('still takes the largest id (and answers it does not exist)', async () => {
    const res = await sales.send(V.history, { params: { mortgageInfoId: 2147483647 } });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe(400);
  });

  it('refuses NUL characters in any string: body, key, query and path, and stores nothing', async () => {
    const menu = await sales.send(ACCESS_API.endpoints.pageComponents, { body: { menuCode: 'home\u0000' } as never });
    expect400(menu, NUL_MESSAGE, 'userGetMenuAuth');
    expect(menu.body.data).toEqual({ field: 'menuCode' });
    const history = await sales.send(HOME_API.endpoints.recordSearch, { body: { path: '/a\u0000b', keyword: 'k' } as never });
    expect400(history, NUL_MESSAGE, 'search-history');
    const nested = await sales.send(TELEMETRY_API.endpoints.record, {
      body: { events: [{ kind: 'error', payload: { ['k\u0000']: 1 } }] } as never,
    });
    expect400(nested, NUL_MESSAGE, 'key');
    // endpointUrl encodes the NUL as %00, in the query and in the path.
    expect400(await admin.send(STAFF_API.endpoints.list, { query: { keyword: 'a\u0000' } as never }), NUL_MESSAGE, 'query');
    expect400(await admin.send(V.zglDistrict, { params: { id: 'a\u0000' } as never }), NUL_MESSAGE, 'path');
    const [row] = await t.database.db.select({ n: count() }).from(searchHistory);
    expect(row!.n).toBe(0);
  });

  it('refuses half a surrogate pair in any string, named by its field, and stores nothing', async () => {
    // JSON may carry a lone "\ud800" escape; PostgreSQL's json (a search entry, a valuation request) refuses it.
    // The body is sent as written: JSON.stringify could not make these escapes.
    const raw = (body: string) =>
      sales.send(
        HOME_API.endpoints.recordSearch,
        { body: {} as never },
        { headers: { 'content-type': 'application/json' }, payload: body },
      );
    const value = await raw('{"path":"/bill","keyword":"a\\ud800b"}');
    expect400(value, BROKEN_MESSAGE, 'value');
    expect(value.body.data).toEqual({ field: 'keyword' });
    const key = await raw('{"path":"/bill","keyword":"k","x":{"\\udc00":1}}');
    expect400(key, BROKEN_MESSAGE, 'key');
    // A whole pair (an emoji, a rare Han character) is a character like any other.
    const whole = await raw('{"path":"/bill","keyword":"\\ud83d\\ude00 𠀀"}');
    expect(whole.status).toBe(200);
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

import { createChangeFeed } from '../src/db/change-feed';
import { idCardCheckChar, message } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlacklistService } from '../src/modules/blacklist/blacklist.service';
import { createOrgFilterService } from '../src/modules/identity/org-filter.service';
import { systemClock } from '../src/lib/time';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const BLACKLIST_ADMIN = '13800003001'; // role 3001: blacklist management
const SALES = '13800000011';

const ID = `11010119800101001${idCardCheckChar('11010119800101001')}`;
const PERSON = { name: '孙某', idCard: ID, mobile: '13344445555', reason: '冒用他人身份' };

describe('blacklist (/blackCustomer/blackCustomerList)', () => {
  let t: TestApp;
  let admin: string;
  let keeper: string;
  let entryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, keeper] = await Promise.all([t.login(ADMIN), t.login(BLACKLIST_ADMIN)]);
  });
  afterAll(() => t.close());

  const list = (cookie: string, query = '') => t.call({ method: 'GET', url: `/api/v1/blacklist/list${query}`, cookie });
  const add = (payload: object, cookie = keeper) => t.call({ method: 'POST', url: '/api/v1/blacklist', cookie, payload });
  const remove = (id: number, reason: string, cookie = keeper) =>
    t.call({ method: 'POST', url: `/api/v1/blacklist/${id}/remove`, cookie, payload: { reason } });
  /** The service function the bills module calls, on this test's database. */
  const isBlacklisted = (probe: { idCard?: string; mobile?: string }) => {
    const db = t.database.db;
    return createBlacklistService({
      db,
      clock: systemClock,
      orgFilter: createOrgFilterService({ db, changes: createChangeFeed() }),
    }).isBlacklisted(probe);
  };

  it('needs a name, a reason and an ID number or a mobile, each by the shared rules', async () => {
    expect((await add({ ...PERSON, idCard: undefined, mobile: undefined })).json().msg).toBe('身份证号与手机号至少填写一项');
    expect((await add({ ...PERSON, idCard: `${ID.slice(0, 17)}${ID.endsWith('0') ? '1' : '0'}` })).json().msg).toBe('身份证格式错误');
    expect((await add({ ...PERSON, mobile: '23344445555' })).json().msg).toBe('手机号格式错误');
    expect((await add({ ...PERSON, reason: '  ' })).json()).toMatchObject({ msg: '此项不能为空', data: { field: 'reason' } });
    expect((await list(keeper)).json().data.total).toBe(2); // the demo entries only
  });

  it('adds a person with a reason, lists them masked, audits the addition', async () => {
    const res = await add(PERSON);
    expect(res.statusCode).toBe(200);
    entryId = res.json().data.id as number;
    const page = (await list(keeper)).json().data;
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({
      id: entryId,
      name: '孙某',
      mobile: '133****5555',
      idCard: `110101********${ID.slice(-4)}`,
      reason: '冒用他人身份',
      status: 1,
    });
    expect(JSON.stringify(page)).not.toContain(ID);
    const again = await add({ ...PERSON, mobile: undefined });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该人员已在黑名单中');
    // Success and refusal alike answer in the caller's language.
    expect(res.json().msg).toBe('已加入黑名单');
    const againEn = await t.call({
      method: 'POST',
      url: '/api/v1/blacklist',
      cookie: keeper,
      headers: { 'accept-language': 'en-US' },
      payload: { ...PERSON, mobile: undefined },
    });
    expect(againEn.json().msg).toBe(message('blacklistAlready', 'en-US'));
    const audit = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=blacklist&action=add', cookie: admin })).json().data.list;
    expect(audit[0]).toMatchObject({ entityId: String(entryId), after: { reason: '冒用他人身份', mobile: '133****5555' } });
    expect(JSON.stringify(audit)).not.toContain(ID);
  });

  it('answers isBlacklisted by ID number (any case of x) or mobile, with the reason', async () => {
    expect(await isBlacklisted({ idCard: ID })).toEqual({ reason: '冒用他人身份' });
    expect(await isBlacklisted({ mobile: '13344445555' })).toEqual({ reason: '冒用他人身份' });
    expect(await isBlacklisted({ idCard: '110101198001010000', mobile: '13900000000' })).toBeNull();
    expect(await isBlacklisted({})).toBeNull();
  });

  it('removes with a reason as a conditional, audited change; a second removal gets 409', async () => {
    expect((await remove(entryId, '')).json().msg).toBe('此项不能为空');
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/blacklist/${entryId}/remove`,
      cookie: keeper,
      headers: { 'accept-language': 'en-US' },
      payload: { reason: '经核实系身份被冒用' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Removed from the blacklist'); // the contract's done text, in the caller's language
    const twice = await remove(entryId, '重复操作');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('该黑名单记录已被移除，请刷新后重试');
    expect(await isBlacklisted({ idCard: ID })).toBeNull();
    const [row] = (await list(keeper, `?keyword=${ID}`)).json().data.list;
    expect(row).toMatchObject({ status: 0, removeReason: '经核实系身份被冒用', removedByName: '黑名单管理（演示）' });
    const audit = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=blacklist&action=remove', cookie: admin })).json().data
      .list;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { status: 1 }, after: { status: 0, removeReason: '经核实系身份被冒用' } });
    // The person can be listed again later, as a new entry.
    expect((await add(PERSON)).statusCode).toBe(200);
  });

  it('lets exactly one of concurrent removals win', async () => {
    const { id } = (await add({ name: '周某', mobile: '13344446666', reason: '恶意拖欠' })).json().data;
    const results = await Promise.all(Array.from({ length: 6 }, () => remove(id, '并发移除')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
  });

  it('reveals ID numbers through the audited viewer and refuses staff without black_list', async () => {
    const url = `/api/view/encrypt_record?entity=blacklist&id=${entryId}&field=idCard`;
    expect((await t.call({ method: 'GET', url, cookie: keeper })).json().data.data).toBe(ID);
    const sales = await t.login(SALES);
    expect((await t.call({ method: 'GET', url, cookie: sales })).statusCode).toBe(403);
    expect((await list(sales)).statusCode).toBe(403);
    expect((await add(PERSON, sales)).statusCode).toBe(403);
    expect((await remove(entryId, '越权', sales)).statusCode).toBe(403);
  });
});

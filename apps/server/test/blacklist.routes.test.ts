import { createChangeFeed } from '../src/db/change-feed';
import { AUDIT_API, BLACKLIST_API, type EndpointInput, SENSITIVE_API, idCardCheckChar, message } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlacklistService } from '../src/modules/blacklist/blacklist.service';
import { createOrgFilterService } from '../src/modules/identity/org-filter.service';
import { systemClock } from '../src/lib/time';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const L = BLACKLIST_API.endpoints;
// blacklist (3001): blacklist management; sales: none of it.

const ID = `11010119800101001${idCardCheckChar('11010119800101001')}`;
const PERSON = { name: '孙某', idCard: ID, mobile: '13344445555', reason: '冒用他人身份' };

describe('blacklist (/blackCustomer/blackCustomerList)', () => {
  let t: TestApp;
  let admin: Caller;
  let keeper: Caller;
  let entryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, keeper] = [await as(t, 'admin'), await as(t, 'blacklist')];
  });
  afterAll(() => t.close());

  const list = (who: Caller, query: EndpointInput<typeof L.list>['query'] = {}) => who.send(L.list, { query });
  type AddBody = EndpointInput<typeof L.add>['body'];
  const add = (body: Partial<AddBody>, who = keeper, headers?: Record<string, string>) =>
    // Partial: the bodies missing a field are refused on purpose.
    who.send(L.add, { body: body as AddBody }, headers ? { headers } : {});
  const remove = (id: number, reason: string, who = keeper, headers?: Record<string, string>) =>
    who.send(L.remove, { params: { id }, body: { reason } }, headers ? { headers } : {});
  const audit = async (action: string) => (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'blacklist', action } })).list;
  const reveal = (who: Caller) =>
    who.send(SENSITIVE_API.endpoints.reveal, { query: { entity: 'blacklist', id: String(entryId), field: 'idCard' } });
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
    expect((await add({ ...PERSON, idCard: undefined, mobile: undefined })).body.msg).toBe('身份证号与手机号至少填写一项');
    expect((await add({ ...PERSON, idCard: `${ID.slice(0, 17)}${ID.endsWith('0') ? '1' : '0'}` })).body.msg).toBe('身份证格式错误');
    expect((await add({ ...PERSON, mobile: '23344445555' })).body.msg).toBe('手机号格式错误');
    expect((await add({ ...PERSON, reason: '  ' })).body).toMatchObject({ msg: '此项不能为空', data: { field: 'reason' } });
    expect((await list(keeper)).reply!.total).toBe(2); // the demo entries only
  });

  it('adds a person with a reason, lists them masked, audits the addition', async () => {
    const res = await add(PERSON);
    expect(res.status).toBe(200);
    entryId = res.reply!.id;
    const page = (await list(keeper)).reply!;
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
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该人员已在黑名单中');
    // Success and refusal alike answer in the caller's language.
    expect(res.body.msg).toBe('已加入黑名单');
    const againEn = await add({ ...PERSON, mobile: undefined }, keeper, { 'accept-language': 'en-US' });
    expect(againEn.body.msg).toBe(message('blacklistAlready', 'en-US'));
    const added = await audit('add');
    expect(added[0]).toMatchObject({ entityId: String(entryId), after: { reason: '冒用他人身份', mobile: '133****5555' } });
    expect(JSON.stringify(added)).not.toContain(ID);
  });

  it('answers isBlacklisted by ID number (any case of x) or mobile, with the reason', async () => {
    expect(await isBlacklisted({ idCard: ID })).toEqual({ reason: '冒用他人身份' });
    expect(await isBlacklisted({ mobile: '13344445555' })).toEqual({ reason: '冒用他人身份' });
    expect(await isBlacklisted({ idCard: '110101198001010000', mobile: '13900000000' })).toBeNull();
    expect(await isBlacklisted({})).toBeNull();
  });

  it('removes with a reason as a conditional, audited change; a second removal gets 409', async () => {
    expect((await remove(entryId, '')).body.msg).toBe('此项不能为空');
    const res = await remove(entryId, '经核实系身份被冒用', keeper, { 'accept-language': 'en-US' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Removed from the blacklist'); // the contract's done text, in the caller's language
    const twice = await remove(entryId, '重复操作');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该黑名单记录已被移除，请刷新后重试');
    expect(await isBlacklisted({ idCard: ID })).toBeNull();
    const [row] = (await list(keeper, { keyword: ID })).reply!.list;
    expect(row).toMatchObject({ status: 0, removeReason: '经核实系身份被冒用', removedByName: '黑名单管理（演示）' });
    const removed = await audit('remove');
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ before: { status: 1 }, after: { status: 0, removeReason: '经核实系身份被冒用' } });
    // The person can be listed again later, as a new entry.
    expect((await add(PERSON)).status).toBe(200);
  });

  it('lets exactly one of concurrent removals win', async () => {
    const { id } = await keeper.call(L.add, { body: { name: '周某', mobile: '13344446666', reason: '恶意拖欠' } });
    const results = await Promise.all(Array.from({ length: 6 }, () => remove(id, '并发移除')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
  });

  it('reveals ID numbers through the audited viewer and refuses staff without black_list', async () => {
    expect((await reveal(keeper)).reply?.data).toBe(ID);
    const sales = await as(t, 'sales');
    expect((await reveal(sales)).status).toBe(403);
    expect((await list(sales)).status).toBe(403);
    expect((await add(PERSON, sales)).status).toBe(403);
    expect((await remove(entryId, '越权', sales)).status).toBe(403);
  });
});

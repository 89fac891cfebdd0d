import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const MANAGER = '13800001001'; // role 1001: channel_manage, group 1; owns the demo channels
const SALES = '13800000011'; // role 11: no channel_manage

const GOOD = {
  channelCompanyName: '北京链家置业顾问(朝阳)有限公司',
  channelSource: 1,
  channelContactName: '吴芳',
  channelContactMobile: '13566667777',
  channelNotes: '望京门店',
};
const RULE = { ruleName: '一抵返佣', borrowTypes: [2], feeMode: 1, feeRate: '0.65', minLoanAmount: '500000', maxLoanAmount: '8000000.00' };

describe('channels (/billManage/channelManage) and fee rules (freeRuleAdd)', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let channelId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, manager] = await Promise.all([t.login(ADMIN), t.login(MANAGER)]);
  });
  afterAll(() => t.close());

  const list = (cookie: string, query = '') => t.call({ method: 'GET', url: `/api/v1/channel/list${query}`, cookie });
  const create = (payload: object, cookie = manager) => t.call({ method: 'POST', url: '/api/v1/channel', cookie, payload });
  const addRule = (payload: object, id = channelId, cookie = manager) =>
    t.call({ method: 'POST', url: `/api/v1/channel/${id}/feeRules`, cookie, payload });

  it('validates the channel fields with the shared rules and changes nothing on failure', async () => {
    const before = (await list(manager)).json().data.total as number;
    expect((await create({ ...GOOD, channelContactMobile: '1356666777' })).json()).toMatchObject({
      msg: '手机号格式错误',
      data: { field: 'channelContactMobile' },
    });
    expect((await create({ ...GOOD, channelContactMobile: '' })).json().msg).toBe('请填写手机号');
    expect((await create({ ...GOOD, channelSource: 9 })).json().msg).toBe('请选择渠道来源');
    expect((await create({ ...GOOD, channelContactName: '吴芳2' })).json().msg).toBe('不能包含数字');
    expect((await create({ ...GOOD, channelCompanyName: '链家（朝阳）' })).json().msg).toBe('请使用英文括号');
    expect((await list(manager)).json().data.total).toBe(before);
  });

  it('creates a channel and lists it with the contact mobile masked', async () => {
    const res = await create(GOOD);
    expect(res.statusCode).toBe(200);
    channelId = res.json().data.channelId as number;
    const page = (await list(manager)).json().data;
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({ ...GOOD, channelId, channelContactMobile: '135****7777', feeRuleCount: 0 });
    expect(JSON.stringify(page)).not.toContain(GOOD.channelContactMobile);
    expect((await list(manager, '?channelSource=2')).json().data.total).toBe(1);
    const audit = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=channel&action=create', cookie: admin })).json().data
      .list;
    expect(audit[0]).toMatchObject({ entityId: String(channelId), after: { channelContactMobile: '135****7777' } });
  });

  it('refuses staff without channel_manage (403)', async () => {
    const sales = await t.login(SALES);
    expect((await list(sales)).statusCode).toBe(403);
    expect((await create(GOOD, sales)).statusCode).toBe(403);
    expect((await addRule(RULE, channelId, sales)).statusCode).toBe(403);
    expect((await list(admin)).json().data.total).toBe(4); // the three above and the Shanghai demo channel
  });

  it('adds fee rules: the chosen mode’s field is required, ranges and dates in order, money as decimal text', async () => {
    expect((await addRule({ ...RULE, feeRate: undefined })).json().msg).toBe('请填写费率');
    expect((await addRule({ ...RULE, feeMode: 2, feeRate: undefined })).json().msg).toBe('请填写金额');
    expect((await addRule({ ...RULE, feeRate: '120' })).json().msg).toBe('费率须为大于0且不超过100的数字，最多4位小数');
    expect((await addRule({ ...RULE, minLoanAmount: '9000000' })).json().msg).toBe('最低借款金额不能高于最高借款金额');
    expect((await addRule({ ...RULE, effectiveFrom: '2026-12-01', effectiveTo: '2026-11-01' })).json().msg).toBe(
      '生效开始日期不能晚于结束日期',
    );
    expect((await addRule({ ...RULE, borrowTypes: [] })).json().msg).toBe('请至少选择一个借款类型');
    expect((await addRule({ ...RULE, minLoanAmount: '1234567890' })).json().msg).toBe('合同金额整数部分最多9位，小数最多2位');

    const created = await addRule({ ...RULE, feeAmount: '3000' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      feeRate: '0.65',
      feeAmount: null,
      minLoanAmount: '500000.00',
      maxLoanAmount: '8000000.00',
    });
    const fixed = await addRule({ ruleName: '过桥固定费', borrowTypes: [1, 1], feeMode: 2, feeAmount: '1500.5' });
    expect(fixed.json().data).toMatchObject({ borrowTypes: [1], feeAmount: '1500.50', feeRate: null });

    const detail = (await t.call({ method: 'GET', url: `/api/v1/channel/${channelId}`, cookie: manager })).json().data;
    expect(detail.feeRules.map((r: { ruleName: string }) => r.ruleName)).toEqual(['一抵返佣', '过桥固定费']);
    expect(detail.feeRuleCount).toBe(2);
  });

  it('reveals the contact mobile through the audited viewer', async () => {
    const url = `/api/view/encrypt_record?entity=channel&id=${channelId}&field=channelContactMobile`;
    expect((await t.call({ method: 'GET', url, cookie: manager })).json().data.data).toBe(GOOD.channelContactMobile);
    const views = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=channel&action=view_plain', cookie: admin })).json().data
      .list;
    expect(views[0]).toMatchObject({ entityId: String(channelId), after: { field: 'channelContactMobile' } });
  });

  it('edits with the version read; a stale one gets 409', async () => {
    const url = `/api/v1/channel/${channelId}`;
    const { version } = (await t.call({ method: 'GET', url, cookie: manager })).json().data;
    const body = { ...GOOD, channelSource: 2, version };
    expect((await t.call({ method: 'PUT', url, cookie: manager, payload: body })).statusCode).toBe(200);
    const stale = await t.call({ method: 'PUT', url, cookie: manager, payload: body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('该渠道已被他人修改，请刷新后重试');
  });
});

import { AUDIT_API, CHANNEL_API, type EndpointInput, SENSITIVE_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const C = CHANNEL_API.endpoints;
// manager (1001): channel_manage, group 1; owns the demo channels. sales (11): no channel_manage.

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
  let admin: Caller;
  let manager: Caller;
  let channelId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, manager] = [await as(t, 'admin'), await as(t, 'manager')];
  });
  afterAll(() => t.close());

  const list = (who: Caller, query: EndpointInput<typeof C.list>['query'] = {}) => who.send(C.list, { query });
  const total = async (who: Caller) => (await list(who)).reply!.total;
  // The bodies as the tests write them: the bad ones (a source 9, a rule without its field) are bad on purpose.
  const create = (body: object, who = manager) => who.send(C.create, { body: body as EndpointInput<typeof C.create>['body'] });
  const addRule = (body: object, id = channelId, who = manager) =>
    who.send(C.addFeeRule, { params: { id }, body: body as EndpointInput<typeof C.addFeeRule>['body'] });
  const audit = async (action: string) => (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'channel', action } })).list;

  it('validates the channel fields with the shared rules and changes nothing on failure', async () => {
    const before = await total(manager);
    expect((await create({ ...GOOD, channelContactMobile: '1356666777' })).body).toMatchObject({
      msg: '手机号格式错误',
      data: { field: 'channelContactMobile' },
    });
    expect((await create({ ...GOOD, channelContactMobile: '' })).body.msg).toBe('请填写手机号');
    expect((await create({ ...GOOD, channelSource: 9 })).body.msg).toBe('请选择渠道来源');
    expect((await create({ ...GOOD, channelContactName: '吴芳2' })).body.msg).toBe('不能包含数字');
    expect((await create({ ...GOOD, channelCompanyName: '链家（朝阳）' })).body.msg).toBe('请使用英文括号');
    expect(await total(manager)).toBe(before);
  });

  it('creates a channel and lists it with the contact mobile masked', async () => {
    const res = await create(GOOD);
    expect(res.status).toBe(200);
    channelId = res.reply!.channelId;
    const page = (await list(manager)).reply!;
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({ ...GOOD, channelId, channelContactMobile: '135****7777', feeRuleCount: 0 });
    expect(JSON.stringify(page)).not.toContain(GOOD.channelContactMobile);
    expect((await list(manager, { channelSource: 2 })).reply!.total).toBe(1);
    expect((await audit('create'))[0]).toMatchObject({ entityId: String(channelId), after: { channelContactMobile: '135****7777' } });
  });

  it('refuses staff without channel_manage (403)', async () => {
    const sales = await as(t, 'sales');
    expect((await list(sales)).status).toBe(403);
    expect((await create(GOOD, sales)).status).toBe(403);
    expect((await addRule(RULE, channelId, sales)).status).toBe(403);
    expect(await total(admin)).toBe(4); // the three above and the Shanghai demo channel
  });

  it('adds fee rules: the chosen mode’s field is required, ranges and dates in order, money as decimal text', async () => {
    expect((await addRule({ ...RULE, feeRate: undefined })).body.msg).toBe('请填写费率');
    expect((await addRule({ ...RULE, feeMode: 2, feeRate: undefined })).body.msg).toBe('请填写金额');
    expect((await addRule({ ...RULE, feeRate: '120' })).body.msg).toBe('费率须为大于0且不超过100的数字，最多4位小数');
    expect((await addRule({ ...RULE, minLoanAmount: '9000000' })).body.msg).toBe('最低借款金额不能高于最高借款金额');
    expect((await addRule({ ...RULE, effectiveFrom: '2026-12-01', effectiveTo: '2026-11-01' })).body.msg).toBe(
      '生效开始日期不能晚于结束日期',
    );
    expect((await addRule({ ...RULE, borrowTypes: [] })).body.msg).toBe('请至少选择一个借款类型');
    expect((await addRule({ ...RULE, minLoanAmount: '1234567890' })).body.msg).toBe('合同金额整数部分最多9位，小数最多2位');

    const created = await addRule({ ...RULE, feeAmount: '3000' });
    expect(created.status).toBe(200);
    expect(created.reply).toMatchObject({
      feeRate: '0.65',
      feeAmount: null,
      minLoanAmount: '500000.00',
      maxLoanAmount: '8000000.00',
    });
    const fixed = await addRule({ ruleName: '过桥固定费', borrowTypes: [1, 1], feeMode: 2, feeAmount: '1500.5' });
    expect(fixed.reply).toMatchObject({ borrowTypes: [1], feeAmount: '1500.50', feeRate: null });

    const detail = await manager.call(C.detail, { params: { id: channelId } });
    expect(detail.feeRules.map((r) => r.ruleName)).toEqual(['一抵返佣', '过桥固定费']);
    expect(detail.feeRuleCount).toBe(2);
  });

  it('reveals the contact mobile through the audited viewer', async () => {
    const shown = await manager.call(SENSITIVE_API.endpoints.reveal, {
      query: { entity: 'channel', id: String(channelId), field: 'channelContactMobile' },
    });
    expect(shown.data).toBe(GOOD.channelContactMobile);
    expect((await audit('view_plain'))[0]).toMatchObject({ entityId: String(channelId), after: { field: 'channelContactMobile' } });
  });

  it('edits with the version read; a stale one gets 409', async () => {
    const params = { id: channelId };
    const { version } = await manager.call(C.detail, { params });
    const body = { ...GOOD, channelSource: 2, version } as EndpointInput<typeof C.update>['body'];
    expect((await manager.send(C.update, { params, body })).status).toBe(200);
    const stale = await manager.send(C.update, { params, body });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该渠道已被他人修改，请刷新后重试');
  });
});

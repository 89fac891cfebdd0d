import { BILL_API, CHANNEL_API, type EndpointInput, SENSITIVE_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';
import { billBody } from './bill-fixtures';

const B = BILL_API.endpoints;
// finance (21): no bill_create_list.
const DEMO = { name: '北京安居房产经纪有限公司', rule: '抵押类返佣' }; // seeded (channel.seed.ts) with one fee rule
const OTHER_DEMO = '京信财务顾问(北京)有限公司';
const SHANGHAI_DEMO = { name: '上海浦江房产经纪有限公司', mobile: '13711110003' }; // the Shanghai salesperson's
const WHO = ['sales', 'sales2', 'salesSh', 'manager', 'riskStaff', 'finance'] as const;
/** billBody's objects, sent as built: some carry a channel or rule the server must refuse. */
type CreateBody = EndpointInput<typeof B.create>['body'];
type UpdateBody = EndpointInput<typeof B.update>['body'];

describe('the bill form picks its channel and fee rule (GET /v1/channel/options)', () => {
  let t: TestApp;
  let c: Record<(typeof WHO)[number], Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
  });
  afterAll(() => t.close());

  const create = (who: Caller, body: object) => who.send(B.create, { body: body as CreateBody });
  const update = (who: Caller, id: number, body: object) => who.send(B.update, { params: { id }, body: body as UpdateBody });
  const detailOf = (who: Caller, id: number) => who.send(B.detail, { params: { id } });
  const drafts = (who: Caller) => who.send(B.drafts, { query: { pageSize: 100 } });
  const options = async (query: EndpointInput<typeof CHANNEL_API.endpoints.options>['query'] = {}, who = c.sales) =>
    (await who.call(CHANNEL_API.endpoints.options, { query })).list;
  const byName = async (name: string) => (await options({ keyword: name })).find((o) => o.name === name)!;
  const makeChannel = async (name: string) => {
    const body = { channelCompanyName: name, channelSource: 1, channelContactName: '吴芳', channelContactMobile: '13566667777' } as const;
    return (await c.manager.call(CHANNEL_API.endpoints.create, { body })).channelId;
  };

  it("offers a salesperson every owner's channels of their own area, masked, with readable fee-rule labels", async () => {
    // The demo channels belong to the group manager; a salesperson of another Beijing group still picks them.
    const all = await options({}, c.sales2);
    expect(all.map((o) => o.name)).toEqual(expect.arrayContaining([DEMO.name, OTHER_DEMO]));
    expect(all.map((o) => o.name)).not.toContain(SHANGHAI_DEMO.name);
    const demo = all.find((o) => o.name === DEMO.name)!;
    expect(demo).toMatchObject({ contactName: '周敏', contactMobile: '137****0001' });
    expect(JSON.stringify(all)).not.toContain('13711110001');
    expect(demo.feeRules).toEqual([
      {
        id: expect.any(Number),
        label: {
          'zh-CN': '抵押类返佣：一抵、二抵，费率0.5%，借款金额不限',
          'en-US': '抵押类返佣: First mortgage, Second mortgage; 0.5% of the loan; any loan amount',
        },
        terms: { borrowTypes: [2, 3], minLoanAmount: null, maxLoanAmount: null, effectiveFrom: null, effectiveTo: null },
      },
    ]);
    expect(all.find((o) => o.name === OTHER_DEMO)!.feeRules).toEqual([]);
  });

  it('narrows by a company or contact name prefix, or to one channel, at most 50', async () => {
    expect((await options({ keyword: '北京安居' })).map((o) => o.name)).toEqual([DEMO.name]);
    expect((await options({ keyword: '孙' })).map((o) => o.name)).toEqual([OTHER_DEMO]);
    // A prefix, not a substring: '安居' is inside the demo name but does not start it.
    expect(await options({ keyword: '安居' })).toEqual([]);
    const demo = await byName(DEMO.name);
    expect((await options({ channelId: demo.channelId })).map((o) => o.channelId)).toEqual([demo.channelId]);

    for (let i = 0; i < 51; i += 1) await makeChannel(`限量测试渠道${String(i).padStart(2, '0')}有限公司`);
    const page = await options({ keyword: '限量测试' });
    expect(page).toHaveLength(50);
    expect(page[0]!.name).toBe('限量测试渠道00有限公司');
  });

  it('is refused without bill_create_list', async () => {
    const res = await c.finance.send(CHANNEL_API.endpoints.options, { query: {} });
    expect(res.status).toBe(403);
  });

  it('refuses a bill whose channel is unknown, or whose fee rule is not its channel’s, and saves nothing', async () => {
    const demo = await byName(DEMO.name);
    const other = await byName(OTHER_DEMO);
    const ruleId = demo.feeRules[0]!.id;
    const before = (await drafts(c.sales)).reply!.total;
    const refused = async (override: Record<string, unknown>, msg: string, field: string) => {
      const res = await create(c.sales, billBody(override));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ msg, data: { field } });
    };
    await refused({ channelId: 987654 }, '渠道不存在', 'channelId');
    await refused({ channelId: other.channelId, chargeRuleId: ruleId }, '收费规则不存在', 'chargeRuleId');
    await refused({ channelId: demo.channelId, chargeRuleId: 987654 }, '收费规则不存在', 'chargeRuleId');
    await refused({ chargeRuleId: ruleId }, '收费规则不存在', 'chargeRuleId');
    expect((await drafts(c.sales)).reply!.total).toBe(before);
  });

  it('saves a bill with a channel and its fee rule; the detail names both; an edit is checked too', async () => {
    const demo = await byName(DEMO.name);
    const other = await byName(OTHER_DEMO);
    const ruleId = demo.feeRules[0]!.id;
    const body = billBody({ channelId: demo.channelId, chargeRuleId: ruleId });
    const made = await create(c.sales, body);
    expect(made.status).toBe(200);
    const { id, version } = made.reply!;
    const detail = (await detailOf(c.sales, id)).reply!;
    expect(detail).toMatchObject({ channelName: DEMO.name, chargeRuleLabel: demo.feeRules[0]!.label });
    expect(detail.fields).toMatchObject({ channelId: demo.channelId, chargeRuleId: ruleId });

    const { idempotencyKey: _k, ...fields } = body;
    const moved = await update(c.sales, id, { ...fields, channelId: other.channelId, version });
    expect(moved.body).toMatchObject({ msg: '收费规则不存在', data: { field: 'chargeRuleId' } });
    const cleared = await update(c.sales, id, { ...fields, channelId: other.channelId, chargeRuleId: '', version });
    expect(cleared.status).toBe(200);
    expect((await detailOf(c.sales, id)).reply!).toMatchObject({ channelName: OTHER_DEMO, chargeRuleLabel: null });

    // A bill without a channel names none.
    const plain = (await create(c.sales, billBody())).reply!;
    expect((await detailOf(c.sales, plain.id)).reply!).toMatchObject({ channelName: null, chargeRuleLabel: null });
  });
  it('refuses a fee rule that does not apply to the bill: another borrow type, an amount outside its range, a date outside its term', async () => {
    const demo = await byName(DEMO.name);
    const payload = {
      ruleName: '一抵中额返佣',
      borrowTypes: [2],
      feeMode: 2,
      feeAmount: '3000',
      minLoanAmount: '1000000',
      maxLoanAmount: '2000000',
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-12-31',
    };
    const added = await c.manager.call(CHANNEL_API.endpoints.addFeeRule, { params: { id: demo.channelId }, body: payload });
    const rule = { channelId: demo.channelId, chargeRuleId: added.id };
    const before = (await drafts(c.sales)).reply!.total;
    const refused = async (override: Record<string, unknown>, msg: string) => {
      const res = await create(c.sales, billBody({ ...rule, ...override }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ msg, data: { field: 'chargeRuleId' } });
    };
    await refused({ borrowType: 3 }, '该收费规则不适用于此借款类型');
    await refused({ borrowAmount: '2000000.01' }, '借款金额不在该收费规则的金额范围内');
    await refused({ borrowAmount: '999999.99' }, '借款金额不在该收费规则的金额范围内');
    await refused({ borrowDate: '2027-01-04' }, '该收费规则不在有效期内');
    expect((await drafts(c.sales)).reply!.total).toBe(before);

    // Inside every term (both ends of the range) it saves; an edit that leaves the range is refused.
    const body = billBody({ ...rule, borrowAmount: '2000000.00', borrowDate: '2026-12-31' });
    const made = await create(c.sales, body);
    expect(made.status, made.body.msg).toBe(200);
    const { id, version } = made.reply!;
    const { idempotencyKey: _k, ...fields } = body;
    const edited = await update(c.sales, id, { ...fields, borrowAmount: '2500000.00', version });
    expect(edited.body).toMatchObject({ msg: '借款金额不在该收费规则的金额范围内', data: { field: 'chargeRuleId' } });
    expect((await detailOf(c.sales, id)).reply!).toMatchObject({ borrowAmount: '2000000.00', version });
  });
  it("fills the channel's company and contact where the salesperson left them blank, and keeps what was typed", async () => {
    const demo = await byName(DEMO.name);
    const blank = await create(c.sales, billBody({ channelId: demo.channelId, channelContactMobile: '' }));
    expect(blank.status, blank.body.msg).toBe(200);
    const own = (await detailOf(c.sales, blank.reply!.id)).reply!;
    expect(own.fields).toMatchObject({ channelCompanyName: DEMO.name, channelContactName: '周敏', channelContactMobileCopied: true });
    // The copied mobile shows as the channel shows it: masked, to its applicant too (decision 0013).
    expect(own.fields.channelContactMobile).toBe('137****0001');
    const other = (await detailOf(c.manager, blank.reply!.id)).reply!;
    expect(other.fields.channelContactMobile).toBe('137****0001');

    const typed = billBody({ channelId: demo.channelId, channelContactName: '王五', channelContactMobile: '13600001111' });
    const kept = (await detailOf(c.sales, (await create(c.sales, typed)).reply!.id)).reply!;
    expect(kept.fields).toMatchObject({
      channelCompanyName: DEMO.name,
      channelContactName: '王五',
      channelContactMobile: '13600001111',
      channelContactMobileCopied: false,
    });
  });

  describe('only channels the user may read; a copied contact stays masked as at its source (issue 12, item 5)', () => {
    const reveal = (who: Caller, id: number) =>
      who.send(SENSITIVE_API.endpoints.reveal, { query: { entity: 'bill', id: String(id), field: 'channelContactMobile' } });

    it('offers a Shanghai salesperson no Beijing channel, and refuses one on a bill as unknown, saving nothing', async () => {
      const beijing = await byName(DEMO.name);
      const seen = await options({}, c.salesSh);
      expect(seen.map((o) => o.name)).toEqual([SHANGHAI_DEMO.name]);
      expect(await options({ keyword: '北京安居' }, c.salesSh)).toEqual([]);
      expect(await options({ channelId: beijing.channelId }, c.salesSh)).toEqual([]);

      const before = (await drafts(c.salesSh)).reply!.total;
      const refused = await create(c.salesSh, billBody({ channelId: beijing.channelId, channelContactMobile: '' }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ msg: '渠道不存在', data: { field: 'channelId' } });
      expect(refused.body).not.toContain('13711110001');
      expect((await drafts(c.salesSh)).reply!.total).toBe(before);

      // Nor can an edit move a bill onto it.
      const body = billBody();
      const made = (await create(c.salesSh, body)).reply!;
      const { idempotencyKey: _k, ...fields } = body;
      const moved = await update(c.salesSh, made.id, {
        ...fields,
        channelId: beijing.channelId,
        channelContactMobile: '',
        version: made.version,
      });
      expect(moved.body).toMatchObject({ msg: '渠道不存在', data: { field: 'channelId' } });
      expect((await detailOf(c.salesSh, made.id)).reply!.fields).toMatchObject({
        channelId: null,
        channelContactMobile: '13912345678',
      });
    });

    it("copies the own area's channel contact and shows its mobile masked, also to the applicant", async () => {
      const shanghai = (await options({}, c.salesSh))[0]!;
      const made = await create(c.salesSh, billBody({ channelId: shanghai.channelId, channelContactMobile: '' }));
      expect(made.status, made.body.msg).toBe(200);
      const detail = await detailOf(c.salesSh, made.reply!.id);
      expect(detail.reply!.fields).toMatchObject({
        channelCompanyName: SHANGHAI_DEMO.name,
        channelContactName: '陈静',
        channelContactMobile: '137****0003',
      });
      expect(detail.res.body).not.toContain(SHANGHAI_DEMO.mobile);
    });

    it('reveals a copied mobile only to who may see it plain at the channel; a typed one as before', async () => {
      const demo = await byName(DEMO.name);
      const copied = (await create(c.sales, billBody({ channelId: demo.channelId, channelContactMobile: '' }))).reply!.id;
      // The group-1 manager reads the bill and manages the channel: plain, and audited.
      expect((await reveal(c.manager, copied)).reply?.data).toBe('13711110001');
      // Beijing risk staff read the bill but not the channel: only what the channel would show them.
      expect((await reveal(c.riskStaff, copied)).reply?.data).toBe('137****0001');
      // The applicant has no viewer at all (no bill_list), as before.
      expect((await reveal(c.sales, copied)).status).toBe(403);

      const typed = (await create(c.sales, billBody({ channelId: demo.channelId, channelContactMobile: '13600002222' }))).reply!.id;
      expect((await reveal(c.riskStaff, typed)).reply?.data).toBe('13600002222');
    });

    it('an edit that leaves the mobile blank copies it again; a typed one replaces the copy', async () => {
      const demo = await byName(DEMO.name);
      const body = billBody({ channelId: demo.channelId, channelContactMobile: '' });
      const made = (await create(c.sales, body)).reply!;
      const { idempotencyKey: _k, ...fields } = body;
      const kept = await update(c.sales, made.id, { ...fields, billNotes: '补充', version: made.version });
      expect(kept.status, kept.body.msg).toBe(200);
      expect((await detailOf(c.sales, made.id)).reply!.fields).toMatchObject({
        channelContactMobile: '137****0001',
        channelContactMobileCopied: true,
      });
      await update(c.sales, made.id, { ...fields, channelContactMobile: '13600003333', version: kept.reply!.version });
      expect((await detailOf(c.sales, made.id)).reply!.fields).toMatchObject({
        channelContactMobile: '13600003333',
        channelContactMobileCopied: false,
      });
    });
  });
});

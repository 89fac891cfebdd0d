import {
  ACCESS_API,
  BILL_API,
  type EndpointInput,
  type EndpointReply,
  type Envelope,
  FINAL_REVIEW_API,
  endpointUrl,
  shanghaiWallClock,
} from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './helpers/manual-clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { attachRequiredDocuments, billApi, billBody, finalTerms } from './bill-fixtures';
import { anonymous, callerOf } from './helpers/as-user';
import { demoMobiles } from './helpers/demo-users';
import { extraAdmins } from './helpers/extra-admins';

const FR = FINAL_REVIEW_API.endpoints;
const LISTS = [FR.customers, FR.firms, FR.riskRecords];
/** The query as the tests write it ('&name=value…') after the page size, as the endpoint's query. */
const query = (rest: string) => Object.fromEntries(new URLSearchParams(`pageSize=100${rest}`));
/** DEMO_USERS of bill-fixtures under their DEMO_USERS names (deptManager approves the VP node, risk the supervisor's), and the Shanghai salesperson. */
const WHO = demoMobiles('admin', 'sales', 'sales2', 'salesSh', 'manager', 'deptManager', 'risk', 'riskStaff', 'finalReview');
/** Three more administrators (made in the test): one person approves one level of a bill only. */
type Who = keyof typeof WHO | 'admin2' | 'admin3' | 'admin4';
const ADMINS: Who[] = ['admin', 'admin2', 'admin3', 'admin4'];
/** The default chain before final review: who approves each node of a Beijing group-1 bill. */
const BEFORE_FINAL: Who[] = ['manager', 'deptManager', 'risk', 'riskStaff'];

describe('final review lists and risk-control records', () => {
  // A clock of our own: decisions land on known Shanghai days, and a day can pass on purpose.
  const clock = new ManualClock();
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c = {} as Record<Who, string>;
  const signInAll = async () => {
    for (const [k, mobile] of Object.entries(WHO)) c[k as Who] = await t.login(mobile);
    const [a2, a3, a4] = await extraAdmins(t, c.admin, 3);
    [c.admin2, c.admin3, c.admin4] = [a2!, a3!, a4!];
  };
  const today = () => shanghaiWallClock(clock.now()).slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    api = billApi(t);
    await signInAll();
  });
  afterAll(() => t.close());

  const by = (who: Who) => callerOf(t, c[who]);
  const customers = (who: Who, rest = '') =>
    by(who).call(FR.customers, { query: query(rest) as EndpointInput<typeof FR.customers>['query'] });
  const firms = (who: Who, rest = '') => by(who).call(FR.firms, { query: query(rest) as EndpointInput<typeof FR.firms>['query'] });
  const records = (who: Who, rest = '') =>
    by(who).call(FR.riskRecords, { query: query(rest) as EndpointInput<typeof FR.riskRecords>['query'] });
  const ids = (page: { list: { id: number }[] }) => page.list.map((r) => r.id);

  /** Submits a bill and approves it up to final review; returns it and the flow version to act on. */
  async function atFinal(applicant: Who, overrides: Record<string, unknown> = {}, approvers = BEFORE_FINAL) {
    const body = billBody(overrides);
    const made = await by(applicant).call(BILL_API.endpoints.create, {
      body: body as EndpointInput<typeof BILL_API.endpoints.create>['body'],
    });
    // Document review passes only a bill with its required documents.
    await attachRequiredDocuments(t, c[applicant], made.id, body.borrowType as number);
    const sent = await api.submit(c[applicant], made.id, made.version);
    expect(sent.statusCode, sent.body).toBe(200);
    let v = sent.json().data.flowVersion as number;
    for (const who of approvers) {
      const res = await api.approve(c[who], made.id, v, `${who} 同意`);
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.flowVersion;
    }
    return { id: made.id, billNo: made.billNo, v, body };
  }
  async function approved(applicant: Who, overrides: Record<string, unknown> = {}, approvers = BEFORE_FINAL) {
    const bill = await atFinal(applicant, overrides, approvers);
    const res = await api.approve(
      c.finalReview,
      bill.id,
      bill.v,
      '终审同意',
      finalTerms(String(bill.body.borrowAmount), Number(bill.body.borrowDuration)),
    );
    expect(res.statusCode, res.body).toBe(200);
    return bill;
  }

  describe('individual and company lists', () => {
    let person: Awaited<ReturnType<typeof atFinal>>;
    let passed: Awaited<ReturnType<typeof atFinal>>;
    let firm: Awaited<ReturnType<typeof atFinal>>;
    let early: { id: number };

    beforeAll(async () => {
      person = await atFinal('sales', { billCustomerName: '终审甲', fundings: 'hnxiaodai', billType: 1 });
      passed = await approved('sales', { billCustomerName: '终审乙', fundings: 'guomin', borrowAmount: '2345678.90' });
      firm = await atFinal('sales', {
        billCustomerName: '终审丙',
        fundings: 'lanhai',
        companyName: '恒通建材有限公司',
        companyList: ['恒通建材有限公司', '恒通物流有限公司'],
      });
      early = await api.submitted(c.sales, { billCustomerName: '终审丁' });
    });

    it('lists bills at final review and approved ones: people without a company in customers, companies in firms', async () => {
      const people = await customers('finalReview', '&keyword=终审');
      expect(ids(people)).toEqual(expect.arrayContaining([person.id, passed.id]));
      expect(ids(people)).not.toContain(firm.id);
      expect(ids(people)).not.toContain(early.id); // still at the manager
      expect(people.total).toBe(2);

      const companies = await firms('finalReview', '&keyword=终审');
      expect(ids(companies)).toEqual([firm.id]);
      expect(companies.total).toBe(1);
      expect(companies.list[0]).toMatchObject({
        companyName: '恒通建材有限公司',
        companyList: ['恒通建材有限公司', '恒通物流有限公司'],
        fundings: 'lanhai',
        status: 1,
        currentNode: 'final',
      });
      // The individual rows carry no company fields.
      expect(people.list[0]).not.toHaveProperty('companyName');
    });

    it('gives each row the loan, the collateral, the flags and where it stands, with mobile and ID masked', async () => {
      const rows = (await customers('finalReview', '&keyword=终审')).list;
      const waiting = rows.find((r) => r.id === person.id)!;
      expect(waiting).toMatchObject({
        billNo: person.billNo,
        billCustomerName: '终审甲',
        borrowAmount: '1500000.00',
        borrowDuration: 90,
        borrowType: 2,
        fundings: 'hnxiaodai',
        collateralCount: 1,
        valuationTotal: '6200000.00',
        duplicate: false,
        blacklisted: false,
        extension: true,
        status: 1,
        currentNode: 'final',
        salespersonName: expect.stringContaining('业务员'),
      });
      expect(waiting.submittedAt).toBe(clock.now().toISOString());
      const mobile = person.body.billCustomerMobile;
      const idCard = person.body.idCard;
      expect(waiting.billCustomerMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
      expect(waiting.idCard).toBe(`${idCard.slice(0, 6)}********${idCard.slice(-4)}`);
      expect(JSON.stringify(rows)).not.toContain(mobile);
      expect(JSON.stringify(rows)).not.toContain(idCard);

      const done = rows.find((r) => r.id === passed.id)!;
      expect(done).toMatchObject({ status: 4, currentNode: null, borrowAmount: '2345678.90', extension: false, fundings: 'guomin' });
    });

    it('filters by funding party, refusing an unknown one', async () => {
      const guomin = await customers('finalReview', '&keyword=终审&fundParty=guomin');
      expect(ids(guomin)).toEqual([passed.id]);
      expect(guomin.total).toBe(1);
      expect(ids(await customers('finalReview', '&keyword=终审&fundParty=hnxiaodai'))).toEqual([person.id]);
      expect((await customers('finalReview', '&keyword=终审&fundParty=bohai')).total).toBe(0);
      expect(ids(await firms('finalReview', '&keyword=终审&fundParty=lanhai'))).toEqual([firm.id]);
      // Empty means every party.
      // Raw: endpointUrl leaves an empty value out, and this checks the empty parameter itself.
      const url = `${endpointUrl(FR.customers, undefined, query('&keyword=终审'))}&fundParty=`;
      const empty = await t.call({ method: 'GET', url, cookie: c.finalReview });
      expect(empty.statusCode, empty.body).toBe(200);
      expect((empty.json() as Envelope<EndpointReply<typeof FR.customers>>).data.total).toBe(2);

      // Values the contract's types refuse, sent on purpose.
      const bad = await by('finalReview').send(FR.customers, { query: { fundParty: 'nobody' } as never });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('资金方不存在');
    });

    it('filters by stage: waiting at final review, or approved', async () => {
      const waiting = await customers('finalReview', '&keyword=终审&stage=final');
      expect(ids(waiting)).toEqual([person.id]);
      const done = await customers('finalReview', '&stage=approved');
      expect(ids(done)).toContain(passed.id);
      expect(ids(done)).not.toContain(person.id);
      expect(done.list.every((r) => r.status === 4)).toBe(true);
      expect(done.total).toBe(done.list.length);

      const bad = await by('finalReview').send(FR.customers, { query: { stage: 'draft' } as never });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('终审阶段只能是待终审或终审通过');
    });

    it('finds by bill number (any case), borrower name or, for companies, company name, as a prefix', async () => {
      expect(ids(await customers('finalReview', `&keyword=${person.billNo.toLowerCase()}`))).toEqual([person.id]);
      expect(ids(await customers('finalReview', `&keyword=${encodeURIComponent('终审乙')}`))).toEqual([passed.id]);
      expect(ids(await firms('finalReview', `&keyword=${encodeURIComponent('恒通建材')}`))).toEqual([firm.id]);
      // Not a prefix: no match.
      expect((await firms('finalReview', `&keyword=${encodeURIComponent('建材')}`)).total).toBe(0);
      // A company name is not searched in the individual list.
      expect((await customers('finalReview', `&keyword=${encodeURIComponent('恒通')}`)).total).toBe(0);
    });

    it('drops a bill that final review sends back', async () => {
      const back = await atFinal('sales', { billCustomerName: '终审戊' });
      expect(ids(await customers('finalReview', `&keyword=${encodeURIComponent('终审戊')}`))).toEqual([back.id]);
      expect((await api.reject(c.finalReview, back.id, back.v, 'applicant', '抵押率过高')).statusCode).toBe(200);
      expect((await customers('finalReview', `&keyword=${encodeURIComponent('终审戊')}`)).total).toBe(0);
    });
  });

  describe('risk-control records', () => {
    let clean: { id: number; billNo: string };
    let twin: { id: number; billNo: string };
    let refused: { id: number; billNo: string };
    let dayOne = '';
    let dayTwo = '';

    beforeAll(async () => {
      dayOne = today();
      // Through the whole chain: approvals at manager, VP and supervisor are not risk-control records.
      clean = await approved('sales', { billCustomerName: '记录甲', companyName: '记录科技有限公司' });
      // A duplicate (same ID card as an open bill) passes duplicate approval first.
      const first = billBody({ billCustomerName: '记录乙' });
      const made = (await api.create(c.sales, first)).json().data;
      await api.submit(c.sales, made.id, made.version);
      const dup = await api.submitted(c.sales2, { billCustomerName: '记录丙', idCard: first.idCard });
      expect(dup.currentNode).toBe('duplicate');
      expect((await api.approve(c.risk, dup.id, dup.flowVersion, '已核实非重复')).statusCode).toBe(200);
      twin = { id: dup.id, billNo: (await api.detail(c.admin, dup.id)).json().data.billNo };
      // Document review sends one back on day one; final review refuses another on day two.
      const doc = await atFinal('sales', { billCustomerName: '记录丁' }, ['manager', 'deptManager', 'risk']);
      expect((await api.reject(c.riskStaff, doc.id, doc.v, 'applicant', '缺少收入证明')).statusCode).toBe(200);
      const late = await atFinal('sales', { billCustomerName: '记录戊' });
      clock.advance(24 * 3600);
      dayTwo = today();
      await signInAll(); // sessions idle out over a day
      expect((await api.reject(c.finalReview, late.id, late.v, 'applicant', '终审不通过：估值存疑')).statusCode).toBe(200);
      refused = { id: late.id, billNo: late.billNo };
    });

    it('lists the approvals and rejections at the duplicate, document and final nodes with node, result, comment and actor', async () => {
      const all = await records('finalReview', `&keyword=${encodeURIComponent('记录')}`);
      const ofClean = all.list.filter((r) => r.billId === clean.id);
      expect(ofClean.map((r) => [r.node, r.action, r.comment])).toEqual([
        ['final', 'approve', '终审同意'],
        ['document', 'approve', 'riskStaff 同意'],
      ]);
      expect(ofClean[0]).toMatchObject({
        billNo: clean.billNo,
        customerName: '记录甲',
        companyName: '记录科技有限公司',
        actorName: expect.stringContaining('终审'),
      });
      expect(ofClean[1]!.actorName).toContain('风控专员');
      expect(all.list.find((r) => r.billId === twin.id)).toMatchObject({
        node: 'duplicate',
        action: 'approve',
        comment: '已核实非重复',
        actorName: expect.stringContaining('风控部门总监'),
        customerName: '记录丙',
      });
      expect(all.list.filter((r) => r.action === 'reject').map((r) => [r.node, r.comment])).toEqual([
        ['final', '终审不通过：估值存疑'],
        ['document', '缺少收入证明'],
      ]);
      // Newest first; submissions and the manager / VP / supervisor approvals are not listed.
      expect(all.list[0]!.billId).toBe(refused.id);
      expect(all.total).toBe(6);
      expect(all.list.map((r) => r.createdAt)).toEqual([...all.list.map((r) => r.createdAt)].sort().reverse());
    });

    it('filters by node, result and bill number', async () => {
      const kw = `&keyword=${encodeURIComponent('记录')}`;
      const document = await records('finalReview', `${kw}&node=document`);
      expect(document.list.map((r) => r.comment)).toEqual(['riskStaff 同意', '缺少收入证明', 'riskStaff 同意']);
      expect((await records('finalReview', `${kw}&node=duplicate`)).total).toBe(1);
      const rejects = await records('finalReview', `${kw}&action=reject&node=final`);
      expect(rejects.list.map((r) => r.billNo)).toEqual([refused.billNo]);
      expect((await records('finalReview', `&keyword=${clean.billNo}`)).total).toBe(2);

      // Values the contract's types refuse, sent on purpose.
      const bad = await by('finalReview').send(FR.riskRecords, { query: { node: 'manager' } as never });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('审批节点只能是重复报单审批、资料审核或风控终审');
      const badAction = await by('finalReview').send(FR.riskRecords, { query: { action: 'submit' } as never });
      expect(badAction.body.msg).toBe('审批结果只能是通过或驳回');
    });

    it('filters by Shanghai day, both ends included, and checks the range', async () => {
      const kw = `&keyword=${encodeURIComponent('记录')}`;
      const second = await records('finalReview', `${kw}&dateFrom=${dayTwo}`);
      expect(second.list.map((r) => r.billId)).toEqual([refused.id]);
      const first = await records('finalReview', `${kw}&dateFrom=${dayOne}&dateTo=${dayOne}`);
      expect(first.total).toBe(5);
      // The refused bill passed document review on day one; its final rejection was on day two.
      expect(first.list.filter((r) => r.billId === refused.id).map((r) => [r.node, r.action])).toEqual([['document', 'approve']]);
      expect((await records('finalReview', `${kw}&dateTo=${dayTwo}`)).total).toBe(6);
      expect((await records('finalReview', `${kw}&dateFrom=${dayOne}&dateTo=${dayTwo}`)).total).toBe(6);

      const refusedWith = async (query: string) => {
        // Dates the contract's types refuse, sent on purpose.
        const res = await by('finalReview').send(FR.riskRecords, { query: Object.fromEntries(new URLSearchParams(query)) as never });
        expect(res.status).toBe(400);
        return res.body.msg;
      };
      expect(await refusedWith(`dateFrom=${dayTwo}&dateTo=${dayOne}`)).toBe('开始日期不能晚于结束日期');
      expect(await refusedWith('dateFrom=2026-13-01')).toBe('开始日期格式须为YYYY-MM-DD');
      expect(await refusedWith('dateTo=2026-02-30')).toBe('结束日期格式须为YYYY-MM-DD');
      expect(await refusedWith('dateTo=20260101')).toBe('结束日期格式须为YYYY-MM-DD');
    });
  });

  describe('access and data scope', () => {
    it('refuses users without rc_final_approve or rc_list with 403', async () => {
      for (const who of ['sales', 'manager'] as const) {
        for (const e of LISTS) {
          expect((await by(who).send(e, { query: {} })).status, `${who} ${e.path}`).toBe(403);
        }
      }
      // Risk staff keep the records (rc_list) but not the final lists.
      expect((await by('riskStaff').send(FR.customers, { query: {} })).status).toBe(403);
      expect((await by('riskStaff').send(FR.riskRecords, { query: {} })).status).toBe(200);
      expect((await anonymous(t).send(FR.customers, { query: {} })).status).toBe(401);
    });

    it('an area-scoped reviewer sees only their area, totals included', async () => {
      // Administrators approve the Shanghai bill's nodes (the Beijing approvers are out of its scope).
      const bj = await atFinal('sales', { billCustomerName: '范围甲' });
      const sh = await atFinal('salesSh', { billCustomerName: '范围乙' }, ADMINS);
      const shFirm = await atFinal('salesSh', { billCustomerName: '范围丙', companyName: '沪范围有限公司' }, ADMINS);
      // Risk staff (role 31, area scope, Beijing) get final review too.
      const { roles } = await by('admin').call(ACCESS_API.endpoints.roles);
      const risk = roles.find((r) => r.id === 31)!;
      const put = await by('admin').send(ACCESS_API.endpoints.setRoleGrants, {
        params: { roleId: 31 },
        body: { codes: [...risk.codes, 'rc_final_approve_manage', 'rc_final_approve'] },
      });
      expect(put.status, put.res.body).toBe(200);
      c.riskStaff = await t.login(WHO.riskStaff);

      const kw = `&keyword=${encodeURIComponent('范围')}`;
      const everyone = await customers('finalReview', kw);
      expect(ids(everyone).sort()).toEqual([bj.id, sh.id].sort());
      const beijing = await customers('riskStaff', kw);
      expect(ids(beijing)).toEqual([bj.id]);
      expect(beijing.total).toBe(1);
      expect((await firms('finalReview', kw)).total).toBe(1);
      expect(await firms('riskStaff', kw)).toEqual({ list: [], total: 0, totalExact: true });

      // The admin's (document) decisions on the Shanghai bills are outside the Beijing scope too.
      const allRecords = await records('finalReview', kw);
      expect(allRecords.list.map((r) => r.billId).sort()).toEqual([bj.id, sh.id, shFirm.id].sort());
      const bjRecords = await records('riskStaff', kw);
      expect(bjRecords.list.map((r) => r.billId)).toEqual([bj.id]);
      expect(bjRecords.total).toBe(1);
    });
  });
});

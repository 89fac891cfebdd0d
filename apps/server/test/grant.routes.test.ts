import { BANK_CARD_API, GRANT_API, HOME_API, LEDGER_API, luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { registerMortgage as registerMortgageOf } from './helpers/register-mortgage';
import { secureForGrant, signContractAndStock } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const G = GRANT_API.endpoints;
/*
 * riskStaff (31): bill_grant_approve_manager, requests; risk (10): first review (the same code, another
 * person); sales: none of the grant codes; warrant (32): mortgage requests and registration;
 * mortgageApprover (36): mortgage request approval.
 */
const WHO = ['admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance', 'sales', 'warrant', 'mortgageApprover'] as const;
type Who = (typeof WHO)[number];

describe('grant requests, approvals and draws (/billGrantManage)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  const approvedBills: number[] = [];
  let keySeq = 0;
  const key = () => `draw-key-${Date.now()}-${++keySeq}`;

  const detail = (id: number, who: Who = 'admin') => c[who].call(G.detail, { params: { id } });
  const act = async (who: Who, id: number, action: 'approve' | 'reject', comment = '同意') =>
    c[who].send(G[action], { params: { id }, body: { flowVersion: (await detail(id)).flow!.version, comment } });
  const request = (who: Who, body: { billId: number; amount: string; cardId: number; fundingParty: 'hnxiaodai' }) =>
    c[who].send(G.request, { body });
  const cardFor = async (billId: number, payload: string) => {
    const { rows } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
    const card = await c.admin.call(BANK_CARD_API.endpoints.cardCreate, {
      body: {
        borrowerId: Number((rows as { id: number }[])[0]!.id),
        billId,
        cardNo: payload + luhnCheckDigit(payload),
        accountName: '王建国',
        reservedMobile: '13912340001',
        status: 1,
      },
    });
    return card.id;
  };
  const registerMortgage = (billId: number) =>
    registerMortgageOf(t, { warrant: c.warrant.cookie, approver: c.mortgageApprover.cookie }, billId);
  /** A fresh final-approved bill (taken from the demo's) with what the request's gate asks for. */
  const securedBill = async () => {
    const billId = approvedBills.shift()!;
    await secureForGrant(t, billId);
    return billId;
  };
  /** A request on a secured bill, through the three approvals to finance. */
  const grantAtFinance = async (amount: string) => {
    const billId = await securedBill();
    const cardId = await cardFor(billId, `62220202${String(billId).padStart(10, '0')}`);
    const { id } = await c.riskStaff.call(G.request, { body: { billId, amount, cardId, fundingParty: 'hnxiaodai' } });
    for (const who of ['risk', 'vp1', 'vp2'] as const) expect((await act(who, id, 'approve')).status).toBe(200);
    return id;
  };
  const draw = (id: number, amount: string, idempotencyKey = key()) =>
    c.finance.send(G.draw, { params: { id }, body: { amount, idempotencyKey } });
  /** The loan's principal and bank lines: what draws post (the bill's fees, posted at its first draw, are draw-fees.routes.test's). */
  const loanLedger = async (billId: number) => {
    const { rows } = await t.database.executeSql(
      `select coalesce(sum(debit),0)::text d, coalesce(sum(credit),0)::text c, count(*)::int n from ledger_lines where bill_id = ${billId} and account_code in ('1301', '1002')`,
    );
    return (rows as { d: string; c: string; n: number }[])[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
    // More final-approved loans than the demo has, so each case takes a bill of its own.
    await approveBillsDirectly(t);
    const { rows } = await t.database.executeSql(
      `select b.id from bills b where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id`,
    );
    approvedBills.push(...(rows as { id: number }[]).map((r) => Number(r.id)));
  });
  afterAll(() => t.close());

  it('opens with demo grants at every stage, badges at each node, and a trial balance that balances', async () => {
    const list = await c.admin.call(G.list, { query: { pageSize: 100 } });
    expect(new Set(list.list.map((r) => r.status))).toEqual(new Set([1, 2, 23, 4, 5]));
    for (const [who, tile] of [
      ['risk', 'grantApproveListRisk'],
      ['vp1', 'grantApproveListVp1'],
      ['vp2', 'grantApproveListVp2'],
      ['finance', 'ungrantedList'],
    ] as const) {
      expect((await c[who].call(HOME_API.endpoints.badges))[`/billGrantManage/${tile}`], tile).toBeGreaterThan(0);
    }
    // Money left only on the loan whose mortgage is fully registered; the one at finance on the partly registered loan waits.
    const atFinance = (await c.finance.call(G.financeList, { query: { pageSize: 100 } })).list;
    const gates = await Promise.all(atFinance.map(async (g) => [g.status, (await detail(g.id)).drawGate.open]));
    expect(gates).toEqual(
      expect.arrayContaining([
        [4, true],
        [2, false],
      ]),
    );
    const failedDraws = await t.database.executeSql(`select count(*)::int n from grant_draws where status = 3`);
    expect((failedDraws.rows as { n: number }[])[0]!.n).toBe(1);
    const trial = await c.finance.call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
  });

  it('takes a request through risk, executive 1, executive 2; refuses the wrong role at each node with 403', async () => {
    const billId = await securedBill();
    const cardId = await cardFor(billId, '622202020099990001');
    expect((await request('sales', { billId, amount: '100000.00', cardId, fundingParty: 'hnxiaodai' })).status).toBe(403);
    const tooMuch = await request('riskStaff', { billId, amount: '999999999.00', cardId, fundingParty: 'hnxiaodai' });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([400, expect.stringContaining('放款金额不能超过报单剩余可申请金额')]);
    const { id } = await c.riskStaff.call(G.request, { body: { billId, amount: '100000.00', cardId, fundingParty: 'hnxiaodai' } });
    // A second tranche may be asked for, within what the bill has left.
    const { rows } = await t.database.executeSql(`select borrow_amount::text a from bills where id = ${billId}`);
    const left = (Number((rows as { a: string }[])[0]!.a) - 100000).toFixed(2);
    const beyond = await request('riskStaff', { billId, amount: (Number(left) + 0.01).toFixed(2), cardId, fundingParty: 'hnxiaodai' });
    expect([beyond.status, beyond.body.msg]).toEqual([400, `放款金额不能超过报单剩余可申请金额${left}元`]);
    expect((await detail(id)).status).toBe(1);
    // The applicant cannot review their own; executive 1 cannot act at first review.
    expect((await act('riskStaff', id, 'approve')).status).toBe(403);
    expect((await act('vp1', id, 'approve')).status).toBe(403);
    expect((await act('risk', id, 'approve')).status).toBe(200);
    // Still awaiting review (1) at the executives: their inboxes open on 1 (spec 001 §4, decision 0082).
    expect((await detail(id)).status).toBe(1);
    const inboxOnOne = async (who: 'vp1' | 'vp2') =>
      (await c[who].call(G[`${who}List`], { query: { status: '1', pageSize: 100 } })).list.map((r) => r.id);
    expect(await inboxOnOne('vp1')).toContain(id);
    expect((await act('vp2', id, 'approve')).status).toBe(403);
    expect((await act('vp1', id, 'approve')).status).toBe(200);
    expect((await detail(id)).status).toBe(1);
    expect(await inboxOnOne('vp2')).toContain(id);
    expect((await act('finance', id, 'approve')).status).toBe(403);
    expect((await act('vp2', id, 'approve')).status).toBe(200);
    const atFinance = await detail(id);
    expect([atFinance.status, atFinance.flow!.currentNode]).toEqual([2, 'finance']);
    expect(atFinance.records.map((r) => r.action)).toEqual(['submit', 'approve', 'approve', 'approve']);
    // Finance's list and badge show it; the approval lists do not.
    const financeList = (await c.finance.call(G.financeList, { query: { status: '2', pageSize: 100 } })).list;
    expect(financeList.map((r) => r.id)).toContain(id);
    expect((await c.vp1.call(G.vp1List, { query: { pageSize: 100 } })).list.map((r) => r.id)).not.toContain(id);
    expect((await c.finance.call(HOME_API.endpoints.badges))['/billGrantManage/ungrantedList']).toBeGreaterThan(0);
    expect((await c.vp1.send(G.financeList, { query: {} })).status).toBe(403);
  });

  it('records a rejection at each level (3, 23, 33) with its reason; edited and resubmitted, it starts again at 1', async () => {
    const id = await grantAtFinance('50000.00');
    const rejected = await act('finance', id, 'reject', '收款卡信息待核实');
    expect(rejected.status, rejected.body.msg).toBe(200);
    expect((await detail(id)).status).toBe(33);
    const cardId = (await t.database.executeSql(`select card_id from grants where id = ${id}`)).rows as { card_id: number }[];
    const resubmit = async (amount: string) => {
      const d = await detail(id);
      const version = (await c.admin.call(G.list, { query: { pageSize: 100 } })).list.find((r) => r.id === id)!.version;
      expect(d.status).not.toBe(1);
      return c.riskStaff.send(G.resubmit, {
        params: { id },
        body: { amount, cardId: Number(cardId[0]!.card_id), fundingParty: 'yunxintrust', version },
      });
    };
    expect((await resubmit('40000.00')).status).toBe(200);
    expect((await detail(id)).status).toBe(1);
    expect((await act('risk', id, 'reject', '资料不全')).status).toBe(200);
    expect((await detail(id)).status).toBe(3);
    expect((await resubmit('40000.00')).status).toBe(200);
    expect((await act('risk', id, 'approve')).status).toBe(200);
    expect((await act('vp1', id, 'approve')).status).toBe(200);
    expect((await act('vp2', id, 'reject', '额度过高')).status).toBe(200);
    const at23 = await detail(id);
    expect([at23.status, at23.amount]).toEqual([23, '40000.00']);
    expect(at23.rejections.map((r) => [r.status, r.nodeKey, r.reason])).toEqual([
      [23, 'vp2', '额度过高'],
      [3, 'risk', '资料不全'],
      [33, 'finance', '收款卡信息待核实'],
    ]);
    const records = (await c.risk.call(G.rejections, { query: { grantId: id } })).list;
    expect(records).toHaveLength(3);
    // A rejection needs a reason.
    expect((await resubmit('30000.00')).status).toBe(200);
    expect((await act('risk', id, 'reject', ' ')).status).toBe(400);
  });

  it('lets the applicant withdraw before first review acts (6), not after', async () => {
    const billId = await securedBill();
    const cardId = await cardFor(billId, '622202020099990002');
    const { id } = await c.riskStaff.call(G.request, { body: { billId, amount: '20000.00', cardId, fundingParty: 'hnxiaodai' } });
    const version = (await detail(id)).flow!.version;
    expect((await c.risk.send(G.withdraw, { params: { id }, body: { flowVersion: version } })).status).toBe(403);
    expect((await c.riskStaff.send(G.withdraw, { params: { id }, body: { flowVersion: version } })).status).toBe(200);
    expect((await detail(id)).status).toBe(6);
  });

  it('draws: a failed transfer posts nothing and is retried with a new key; the last draw finishes the grant (5)', async () => {
    const id = await grantAtFinance('300000.00');
    const { billId } = await detail(id);
    expect((await c.finance.send(G.channelNext, { body: { outcome: 'fail' } })).status).toBe(200);
    const failed = await draw(id, '100000.00');
    expect(failed.status, failed.body.msg).toBe(200);
    expect(failed.reply).toMatchObject({ status: 3, ledgerEntryId: null, grantStatus: 2 });
    expect((await loanLedger(billId)).n).toBe(0);
    const first = await draw(id, '100000.00');
    expect(first.reply).toMatchObject({ status: 2, grantStatus: 4 });
    expect(await loanLedger(billId)).toEqual({ d: '100000.00', c: '100000.00', n: 2 });
    // A timeout holds its amount until settled.
    await c.finance.call(G.channelNext, { body: { outcome: 'timeout' } });
    const pending = (await draw(id, '150000.00')).reply!;
    expect(pending.status).toBe(1);
    const beyond = await draw(id, '50000.01');
    expect([beyond.status, beyond.body.msg]).toEqual([422, '放款金额超出批复金额，剩余可放款50000.00元']);
    const settled = await c.finance.call(G.settleDraw, { params: { id, drawId: pending.id } });
    expect(settled).toMatchObject({ status: 2, grantStatus: 4 });
    const last = await draw(id, '50000.00');
    expect(last.reply).toMatchObject({ status: 2, grantStatus: 5 });
    // The last draw and finance's approval commit together: one transaction, one now() for both audit entries.
    const { rows: stamps } = await t.database.executeSql(
      `select a.entity, a.action, a.at::text at from audit_log a
       where (a.entity = 'grant_draw' and a.entity_id = '${last.reply!.id}')
          or (a.entity = 'flow_instance' and a.action = 'approve'
              and a.entity_id = (select id::text from flow_instances where process = 'grant' and subject_id = ${id}))
       order by a.id desc limit 2`,
    );
    const byEntity = Object.fromEntries((stamps as { entity: string; action: string; at: string }[]).map((r) => [r.entity, r]));
    expect(byEntity.grant_draw?.action).toBe('confirmed');
    expect(byEntity.flow_instance?.at).toBe(byEntity.grant_draw?.at);
    const done = await detail(id);
    expect([done.status, done.succeededAmount, done.drawnAmount, done.flow!.status]).toEqual([5, '300000.00', '300000.00', 'approved']);
    expect(done.draws.map((d) => d.status)).toEqual([3, 2, 2, 2]);
    // Each draw sent is a line on the grant's own operation record (decision 0071); the refused one is not.
    const payouts = done.records.filter((r) => r.action === 'payout');
    expect(payouts.map((r) => r.comment)).toEqual([
      '发起放款100,000.00元',
      '发起放款100,000.00元',
      '发起放款150,000.00元',
      '发起放款50,000.00元',
    ]);
    expect(await loanLedger(billId)).toEqual({ d: '300000.00', c: '300000.00', n: 6 });
    // The detail reads the ledger lines its draws posted: debit loan principal, credit bank, per succeeded draw.
    expect(done.postingTotal).toBe(3);
    expect(done.postings.map((p) => [p.drawId, p.accountCode, p.debit, p.credit])).toEqual(
      done.draws
        .filter((d) => d.status === 2)
        .flatMap((d) => [
          [d.id, '1301', d.amount, '0.00'],
          [d.id, '1002', '0.00', d.amount],
        ]),
    );
    expect(new Set(done.postings.map((p) => p.entryId))).toEqual(new Set(done.draws.map((d) => d.ledgerEntryId).filter(Boolean)));
    // Further pages come from their own reads, in the same order: a page of postings (entries) carries all their lines.
    const page2 = await c.finance.call(G.postings, { params: { id }, query: { pageNum: 2, pageSize: 2 } });
    expect(page2).toEqual({ total: 3, list: done.postings.slice(4).map((p) => expect.objectContaining({ lineId: p.lineId })) });
    const draws2 = await c.finance.call(G.draws, { params: { id }, query: { pageNum: 2, pageSize: 3 } });
    expect([draws2.total, draws2.list.map((d) => d.id)]).toEqual([4, [done.draws[3]!.id]]);
    expect((await c.sales.send(G.postings, { params: { id }, query: {} })).status).toBe(403);
    expect((await draw(id, '1.00')).status).toBe(409);
  });

  it('refuses a request until the bill has a signed contract, a registered mortgage and its documents in stock, naming what is missing', async () => {
    const billId = approvedBills.shift()!;
    const cardId = await cardFor(billId, '622202020099990004');
    const ask = (locale = 'zh-CN') =>
      c.riskStaff.send(
        G.request,
        { body: { billId, amount: '60000.00', cardId, fundingParty: 'hnxiaodai' } },
        { headers: { 'accept-language': locale } },
      );
    const bare = await ask();
    expect([bare.status, bare.body.msg]).toEqual([409, '该报单尚不能申请放款：合同未签署、抵押未全部登记、档案未全部入库']);
    expect((await ask('en-US')).body.msg).toBe(
      'The bill is not ready for a disbursement request: no signed contract, the mortgage is not fully registered, the archive documents are not all in stock',
    );
    await registerMortgage(billId);
    const half = await ask();
    expect([half.status, half.body.msg]).toEqual([409, '该报单尚不能申请放款：合同未签署、档案未全部入库']);
    const { rows } = await t.database.executeSql(`select count(*)::int n from grants where bill_id = ${billId}`);
    expect((rows as { n: number }[])[0]!.n).toBe(0);
    await signContractAndStock(t, billId);
    const made = await ask();
    expect(made.status, made.body.msg).toBe(200);
    // Through the approvals, the draw's own gate (the mortgage) is open and money leaves.
    const id = made.reply!.id;
    for (const who of ['risk', 'vp1', 'vp2'] as const) expect((await act(who, id, 'approve')).status).toBe(200);
    expect((await detail(id)).drawGate).toEqual({ open: true, missing: [] });
    const drawn = await draw(id, '60000.00');
    expect(drawn.status, drawn.body.msg).toBe(200);
    expect(drawn.reply).toMatchObject({ status: 2, grantStatus: 5 });
  });

  it('100 concurrent draws with one key make one draw and one posting', async () => {
    const id = await grantAtFinance('80000.00');
    const { billId } = await detail(id);
    const k = key();
    const replies = await Promise.all(Array.from({ length: 100 }, () => draw(id, '10000.00', k)));
    // Decision 0076: a repeat that meets the first still running is told so (409); the others get the first answer.
    const done = replies.filter((r) => r.status === 200);
    const inFlight = replies.filter((r) => r.status !== 200);
    expect(done.length).toBeGreaterThan(0);
    for (const r of inFlight) expect([r.status, r.body.msg]).toEqual([409, '该幂等键的首次请求仍在处理中，请稍后重试']);
    expect(new Set(done.map((r) => r.reply!.id)).size).toBe(1);
    // Once it has finished, the repeat is the first answer.
    const again = await draw(id, '10000.00', k);
    expect([again.status, again.reply?.id]).toEqual([200, done[0]!.reply!.id]);
    expect((await detail(id)).draws).toHaveLength(1);
    expect(await loanLedger(billId)).toEqual({ d: '10000.00', c: '10000.00', n: 2 });
    // The same key with another amount is not a repeat.
    expect((await draw(id, '20000.00', k)).status).toBe(422);
  });

  it('concurrent draws with different keys never exceed the approved amount, and the refused ones post nothing', async () => {
    const id = await grantAtFinance('100000.00');
    const { billId } = await detail(id);
    const replies = await Promise.all(Array.from({ length: 30 }, () => draw(id, '30000.00')));
    const codes = replies.map((r) => r.status);
    expect(codes.filter((s) => s === 200)).toHaveLength(3);
    expect(codes.filter((s) => s === 422)).toHaveLength(27);
    expect(replies.find((r) => r.status === 422)!.body.msg).toBe('放款金额超出批复金额，剩余可放款10000.00元');
    const d = await detail(id);
    expect([d.drawnAmount, d.succeededAmount, d.status, d.draws.length]).toEqual(['90000.00', '90000.00', 4, 3]);
    expect(await loanLedger(billId)).toEqual({ d: '90000.00', c: '90000.00', n: 6 });
  });

  it('refuses in English with Accept-Language en-US, and a draw before finance', async () => {
    const billId = await securedBill();
    const cardId = await cardFor(billId, '622202020099990003');
    const { id } = await c.riskStaff.call(G.request, { body: { billId, amount: '20000.00', cardId, fundingParty: 'hnxiaodai' } });
    expect((await draw(id, '1.00')).status).toBe(409);
    const en = await c.finance.send(
      G.draw,
      { params: { id }, body: { amount: '-1', idempotencyKey: key() } },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(en.status).toBe(400);
  });
});

import { luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMortgage as registerMortgageOf } from './helpers/register-mortgage';
import { secureForGrant, signContractAndStock } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const USERS = {
  admin: '13800000000',
  applicant: '13800000031', // role 31 risk staff: bill_grant_approve_manager, requests
  risk: '13800000010', // role 10: first review (the same code, another person)
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
  sales: '13800000011', // none of the grant codes
  warrant: '13800000032', // role 32: mortgage requests and registration
  approver: '13800000036', // role 36: mortgage request approval
} as const;
type Who = keyof typeof USERS;
const G = '/api/v1/grant';
type Detail = {
  id: number;
  status: number;
  amount: string;
  drawnAmount: string;
  succeededAmount: string;
  flow: { version: number; currentNode: string | null; status: string } | null;
  records: { action: string; actorName: string; comment: string | null }[];
  draws: { id: number; status: number; amount: string; ledgerEntryId: number | null }[];
  rejections: { status: number; reason: string; nodeKey: string }[];
  drawGate: { open: boolean; missing: string[] };
  postings: { lineId: number; entryId: number; drawId: number; accountCode: string; debit: string; credit: string }[];
  postingTotal: number;
};

describe('grant requests, approvals and draws (/billGrantManage)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const approvedBills: number[] = [];
  let keySeq = 0;
  const key = () => `draw-key-${Date.now()}-${++keySeq}`;

  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const detail = async (id: number, who: Who = 'admin') => {
    const res = await get(who, `${G}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Detail;
  };
  const act = async (who: Who, id: number, action: 'approve' | 'reject', comment = '同意') =>
    post(who, `${G}/${id}/${action}`, { flowVersion: (await detail(id)).flow!.version, comment });
  const cardFor = async (billId: number, payload: string) => {
    const { rows } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
    const res = await post('admin', '/api/v1/bankCard', {
      borrowerId: Number((rows as { id: number }[])[0]!.id),
      billId,
      cardNo: payload + luhnCheckDigit(payload),
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const registerMortgage = (billId: number) => registerMortgageOf(t, c, billId);
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
    const made = await post('applicant', G, { billId, amount, cardId, fundingParty: 'hnxiaodai' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    for (const who of ['risk', 'vp1', 'vp2'] as const) expect((await act(who, id, 'approve')).statusCode).toBe(200);
    return id;
  };
  const draw = (id: number, amount: string, idempotencyKey = key()) => post('finance', `${G}/${id}/draws`, { amount, idempotencyKey });
  /** The loan's principal and bank lines: what draws post (the bill's fees, posted at its first draw, are draw-fees.routes.test's). */
  const loanLedger = async (billId: number) => {
    const { rows } = await t.database.executeSql(
      `select coalesce(sum(debit),0)::text d, coalesce(sum(credit),0)::text c, count(*)::int n from ledger_lines where bill_id = ${billId} and account_code in ('1301', '1002')`,
    );
    return (rows as { d: string; c: string; n: number }[])[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    // More final-approved loans than the demo has, so each case takes a bill of its own.
    await approveBillsDirectly(t);
    const { rows } = await t.database.executeSql(
      `select b.id from bills b where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id`,
    );
    approvedBills.push(...(rows as { id: number }[]).map((r) => Number(r.id)));
  });
  afterAll(() => t.close());

  it('opens with demo grants at every stage, badges at each node, and a trial balance that balances', async () => {
    const list = (await get('admin', `${G}/list?pageSize=100`)).json().data as { list: { status: number }[] };
    expect(new Set(list.list.map((r) => r.status))).toEqual(new Set([1, 2, 23, 4, 5]));
    for (const [who, tile] of [
      ['risk', 'grantApproveListRisk'],
      ['vp1', 'grantApproveListVp1'],
      ['vp2', 'grantApproveListVp2'],
      ['finance', 'ungrantedList'],
    ] as const) {
      expect((await get(who, '/api/v1/home/badges')).json().data[`/billGrantManage/${tile}`], tile).toBeGreaterThan(0);
    }
    // Money left only on the loan whose mortgage is fully registered; the one at finance on the partly registered loan waits.
    const atFinance = (await get('finance', `${G}/inbox/finance?pageSize=100`)).json().data.list as { id: number; status: number }[];
    const gates = await Promise.all(atFinance.map(async (g) => [g.status, (await detail(g.id)).drawGate.open]));
    expect(gates).toEqual(
      expect.arrayContaining([
        [4, true],
        [2, false],
      ]),
    );
    const failedDraws = await t.database.executeSql(`select count(*)::int n from grant_draws where status = 3`);
    expect((failedDraws.rows as { n: number }[])[0]!.n).toBe(1);
    const trial = (await get('finance', '/api/v1/ledger/trial-balance')).json().data as { debit: string; credit: string };
    expect(trial.debit).toBe(trial.credit);
  });

  it('takes a request through risk, executive 1, executive 2; refuses the wrong role at each node with 403', async () => {
    const billId = await securedBill();
    const cardId = await cardFor(billId, '622202020099990001');
    expect((await post('sales', G, { billId, amount: '100000.00', cardId, fundingParty: 'hnxiaodai' })).statusCode).toBe(403);
    const tooMuch = await post('applicant', G, { billId, amount: '999999999.00', cardId, fundingParty: 'hnxiaodai' });
    expect([tooMuch.statusCode, tooMuch.json().msg]).toEqual([400, expect.stringContaining('放款金额不能超过报单剩余可申请金额')]);
    const made = await post('applicant', G, { billId, amount: '100000.00', cardId, fundingParty: 'hnxiaodai' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    // A second tranche may be asked for, within what the bill has left.
    const { rows } = await t.database.executeSql(`select borrow_amount::text a from bills where id = ${billId}`);
    const left = (Number((rows as { a: string }[])[0]!.a) - 100000).toFixed(2);
    const beyond = await post('applicant', G, { billId, amount: (Number(left) + 0.01).toFixed(2), cardId, fundingParty: 'hnxiaodai' });
    expect([beyond.statusCode, beyond.json().msg]).toEqual([400, `放款金额不能超过报单剩余可申请金额${left}元`]);
    expect((await detail(id)).status).toBe(1);
    // The applicant cannot review their own; executive 1 cannot act at first review.
    expect((await act('applicant', id, 'approve')).statusCode).toBe(403);
    expect((await act('vp1', id, 'approve')).statusCode).toBe(403);
    expect((await act('risk', id, 'approve')).statusCode).toBe(200);
    // Still awaiting review (1) at the executives: their inboxes open on 1 (spec 001 §4, decision 0082).
    expect((await detail(id)).status).toBe(1);
    const inboxOnOne = async (who: 'vp1' | 'vp2') =>
      ((await get(who, `${G}/inbox/${who}?status=1&pageSize=100`)).json().data.list as { id: number }[]).map((r) => r.id);
    expect(await inboxOnOne('vp1')).toContain(id);
    expect((await act('vp2', id, 'approve')).statusCode).toBe(403);
    expect((await act('vp1', id, 'approve')).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(1);
    expect(await inboxOnOne('vp2')).toContain(id);
    expect((await act('finance', id, 'approve')).statusCode).toBe(403);
    expect((await act('vp2', id, 'approve')).statusCode).toBe(200);
    const atFinance = await detail(id);
    expect([atFinance.status, atFinance.flow!.currentNode]).toEqual([2, 'finance']);
    expect(atFinance.records.map((r) => r.action)).toEqual(['submit', 'approve', 'approve', 'approve']);
    // Finance's list and badge show it; the approval lists do not.
    const financeList = (await get('finance', `${G}/inbox/finance?status=2&pageSize=100`)).json().data.list as { id: number }[];
    expect(financeList.map((r) => r.id)).toContain(id);
    expect(((await get('vp1', `${G}/inbox/vp1?pageSize=100`)).json().data.list as { id: number }[]).map((r) => r.id)).not.toContain(id);
    expect((await get('finance', '/api/v1/home/badges')).json().data['/billGrantManage/ungrantedList']).toBeGreaterThan(0);
    expect((await get('vp1', `${G}/inbox/finance`)).statusCode).toBe(403);
  });

  it('records a rejection at each level (3, 23, 33) with its reason; edited and resubmitted, it starts again at 1', async () => {
    const id = await grantAtFinance('50000.00');
    const rejected = await act('finance', id, 'reject', '收款卡信息待核实');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await detail(id)).status).toBe(33);
    const cardId = (await t.database.executeSql(`select card_id from grants where id = ${id}`)).rows as { card_id: number }[];
    const resubmit = async (amount: string) => {
      const d = await detail(id);
      const version = ((await get('admin', `${G}/list?pageSize=100`)).json().data.list as { id: number; version: number }[]).find(
        (r) => r.id === id,
      )!.version;
      expect(d.status).not.toBe(1);
      return t.call({
        method: 'PUT',
        url: `${G}/${id}`,
        cookie: c.applicant,
        payload: { amount, cardId: Number(cardId[0]!.card_id), fundingParty: 'yunxintrust', version },
      });
    };
    expect((await resubmit('40000.00')).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(1);
    expect((await act('risk', id, 'reject', '资料不全')).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(3);
    expect((await resubmit('40000.00')).statusCode).toBe(200);
    expect((await act('risk', id, 'approve')).statusCode).toBe(200);
    expect((await act('vp1', id, 'approve')).statusCode).toBe(200);
    expect((await act('vp2', id, 'reject', '额度过高')).statusCode).toBe(200);
    const at23 = await detail(id);
    expect([at23.status, at23.amount]).toEqual([23, '40000.00']);
    expect(at23.rejections.map((r) => [r.status, r.nodeKey, r.reason])).toEqual([
      [23, 'vp2', '额度过高'],
      [3, 'risk', '资料不全'],
      [33, 'finance', '收款卡信息待核实'],
    ]);
    const records = (await get('risk', `${G}/rejections?grantId=${id}`)).json().data.list as unknown[];
    expect(records).toHaveLength(3);
    // A rejection needs a reason.
    expect((await resubmit('30000.00')).statusCode).toBe(200);
    expect((await act('risk', id, 'reject', ' ')).statusCode).toBe(400);
  });

  it('lets the applicant withdraw before first review acts (6), not after', async () => {
    const billId = await securedBill();
    const cardId = await cardFor(billId, '622202020099990002');
    const id = (await post('applicant', G, { billId, amount: '20000.00', cardId, fundingParty: 'hnxiaodai' })).json().data.id as number;
    const version = (await detail(id)).flow!.version;
    expect((await post('risk', `${G}/${id}/withdraw`, { flowVersion: version })).statusCode).toBe(403);
    expect((await post('applicant', `${G}/${id}/withdraw`, { flowVersion: version })).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(6);
  });

  it('draws: a failed transfer posts nothing and is retried with a new key; the last draw finishes the grant (5)', async () => {
    const id = await grantAtFinance('300000.00');
    const { billId } = (await get('admin', `${G}/${id}`)).json().data as { billId: number };
    expect((await post('finance', `${G}/channel/next`, { outcome: 'fail' })).statusCode).toBe(200);
    const failed = await draw(id, '100000.00');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({ status: 3, ledgerEntryId: null, grantStatus: 2 });
    expect((await loanLedger(billId)).n).toBe(0);
    const first = await draw(id, '100000.00');
    expect(first.json().data).toMatchObject({ status: 2, grantStatus: 4 });
    expect(await loanLedger(billId)).toEqual({ d: '100000.00', c: '100000.00', n: 2 });
    // A timeout holds its amount until settled.
    await post('finance', `${G}/channel/next`, { outcome: 'timeout' });
    const pending = (await draw(id, '150000.00')).json().data as { id: number; status: number };
    expect(pending.status).toBe(1);
    const beyond = await draw(id, '50000.01');
    expect([beyond.statusCode, beyond.json().msg]).toEqual([422, '放款金额超出批复金额，剩余可放款50000.00元']);
    const settled = await post('finance', `${G}/${id}/draws/${pending.id}/settle`, {});
    expect(settled.json().data).toMatchObject({ status: 2, grantStatus: 4 });
    const last = await draw(id, '50000.00');
    expect(last.json().data).toMatchObject({ status: 2, grantStatus: 5 });
    // The last draw and finance's approval commit together: one transaction, one now() for both audit entries.
    const { rows: stamps } = await t.database.executeSql(
      `select a.entity, a.action, a.at::text at from audit_log a
       where (a.entity = 'grant_draw' and a.entity_id = '${last.json().data.id}')
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
    const page2 = (await get('finance', `${G}/${id}/postings?pageNum=2&pageSize=2`)).json().data as {
      total: number;
      list: { lineId: number }[];
    };
    expect(page2).toEqual({ total: 3, list: done.postings.slice(4).map((p) => expect.objectContaining({ lineId: p.lineId })) });
    const draws2 = (await get('finance', `${G}/${id}/draws?pageNum=2&pageSize=3`)).json().data as { list: { id: number }[]; total: number };
    expect([draws2.total, draws2.list.map((d) => d.id)]).toEqual([4, [done.draws[3]!.id]]);
    expect((await get('sales', `${G}/${id}/postings`)).statusCode).toBe(403);
    expect((await draw(id, '1.00')).statusCode).toBe(409);
  });

  it('refuses a request until the bill has a signed contract, a registered mortgage and its documents in stock, naming what is missing', async () => {
    const billId = approvedBills.shift()!;
    const cardId = await cardFor(billId, '622202020099990004');
    const ask = (locale = 'zh-CN') =>
      t.call({
        method: 'POST',
        url: G,
        cookie: c.applicant,
        payload: { billId, amount: '60000.00', cardId, fundingParty: 'hnxiaodai' },
        headers: { 'accept-language': locale },
      });
    const bare = await ask();
    expect([bare.statusCode, bare.json().msg]).toEqual([409, '该报单尚不能申请放款：合同未签署、抵押未全部登记、档案未全部入库']);
    expect((await ask('en-US')).json().msg).toBe(
      'The bill is not ready for a disbursement request: no signed contract, the mortgage is not fully registered, the archive documents are not all in stock',
    );
    await registerMortgage(billId);
    const half = await ask();
    expect([half.statusCode, half.json().msg]).toEqual([409, '该报单尚不能申请放款：合同未签署、档案未全部入库']);
    const { rows } = await t.database.executeSql(`select count(*)::int n from grants where bill_id = ${billId}`);
    expect((rows as { n: number }[])[0]!.n).toBe(0);
    await signContractAndStock(t, billId);
    const made = await ask();
    expect(made.statusCode, made.body).toBe(200);
    // Through the approvals, the draw's own gate (the mortgage) is open and money leaves.
    const id = made.json().data.id as number;
    for (const who of ['risk', 'vp1', 'vp2'] as const) expect((await act(who, id, 'approve')).statusCode).toBe(200);
    expect((await detail(id)).drawGate).toEqual({ open: true, missing: [] });
    const drawn = await draw(id, '60000.00');
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().data).toMatchObject({ status: 2, grantStatus: 5 });
  });

  it('100 concurrent draws with one key make one draw and one posting', async () => {
    const id = await grantAtFinance('80000.00');
    const { billId } = (await get('admin', `${G}/${id}`)).json().data as { billId: number };
    const k = key();
    const replies = await Promise.all(Array.from({ length: 100 }, () => draw(id, '10000.00', k)));
    // Decision 0076: a repeat that meets the first still running is told so (409); the others get the first answer.
    const done = replies.filter((r) => r.statusCode === 200);
    const inFlight = replies.filter((r) => r.statusCode !== 200);
    expect(done.length).toBeGreaterThan(0);
    for (const r of inFlight) expect([r.statusCode, r.json().msg]).toEqual([409, '该幂等键的首次请求仍在处理中，请稍后重试']);
    expect(new Set(done.map((r) => r.json().data.id)).size).toBe(1);
    // Once it has finished, the repeat is the first answer.
    const again = await draw(id, '10000.00', k);
    expect([again.statusCode, again.json().data.id]).toEqual([200, done[0]!.json().data.id]);
    expect((await detail(id)).draws).toHaveLength(1);
    expect(await loanLedger(billId)).toEqual({ d: '10000.00', c: '10000.00', n: 2 });
    // The same key with another amount is not a repeat.
    expect((await draw(id, '20000.00', k)).statusCode).toBe(422);
  });

  it('concurrent draws with different keys never exceed the approved amount, and the refused ones post nothing', async () => {
    const id = await grantAtFinance('100000.00');
    const { billId } = (await get('admin', `${G}/${id}`)).json().data as { billId: number };
    const replies = await Promise.all(Array.from({ length: 30 }, () => draw(id, '30000.00')));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(3);
    expect(codes.filter((s) => s === 422)).toHaveLength(27);
    expect(replies.find((r) => r.statusCode === 422)!.json().msg).toBe('放款金额超出批复金额，剩余可放款10000.00元');
    const d = await detail(id);
    expect([d.drawnAmount, d.succeededAmount, d.status, d.draws.length]).toEqual(['90000.00', '90000.00', 4, 3]);
    expect(await loanLedger(billId)).toEqual({ d: '90000.00', c: '90000.00', n: 6 });
  });

  it('refuses in English with Accept-Language en-US, and a draw before finance', async () => {
    const billId = await securedBill();
    const cardId = await cardFor(billId, '622202020099990003');
    const id = (await post('applicant', G, { billId, amount: '20000.00', cardId, fundingParty: 'hnxiaodai' })).json().data.id as number;
    expect((await draw(id, '1.00')).statusCode).toBe(409);
    const en = await t.call({
      method: 'POST',
      url: `${G}/${id}/draws`,
      cookie: c.finance,
      payload: { amount: '-1', idempotencyKey: key() },
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.statusCode).toBe(400);
  });
});

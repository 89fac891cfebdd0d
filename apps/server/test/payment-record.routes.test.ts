import { ACCESS_API, AUDIT_API, type EndpointInput, HOME_API, LEDGER_API, PAYMENT_RECORD_API } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';
import { uploadVoucher } from './helpers/upload-voucher';

const P = PAYMENT_RECORD_API.endpoints;
/*
 * inLoan (42): payment_record_list, Beijing area; backOffice (51): payment_record_list and
 * payment_record_approve, Beijing area; admin: every permission; sales (11): none of the codes;
 * salesSh (11, Shanghai): payment_record_list granted below (own scope); finance (21): none of them.
 */
const WHO = ['inLoan', 'backOffice', 'admin', 'sales', 'salesSh', 'finance'] as const;
type Who = (typeof WHO)[number];
type CreateBody = EndpointInput<typeof P.create>['body'];
type ListQuery = EndpointInput<typeof P.list>['query'];
const LISTS = { list: P.list, agency: P.agencyList, direct: P.directList, approvals: P.approvals } as const;

describe('payment records (/paymentRecordManage)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let billId = 0;
  let otherBillId = 0;
  let keySeq = 0;
  const key = () => `pr-key-${++keySeq}-${Date.now()}`;

  const list = (who: Who, which: keyof typeof LISTS = 'list', query: ListQuery = {}) =>
    c[who].call(LISTS[which] as typeof P.list, { query: { pageSize: 100, ...query } });
  const detail = (who: Who, id: number) => c[who].call(P.detail, { params: { id } });
  const create = (who: Who, over: Partial<CreateBody> = {}) =>
    c[who].send(P.create, { body: { billId, payee: '北京市方正公证处', amount: '1200.00', kind: 1, idempotencyKey: key(), ...over } });
  const created = async (over: Partial<CreateBody> = {}) =>
    (
      await c.inLoan.call(P.create, {
        body: { billId, payee: '北京市方正公证处', amount: '1200.00', kind: 1, idempotencyKey: key(), ...over },
      })
    ).id;
  const upload = (who: Who) => uploadVoucher(t, c[who].cookie);
  const send = async (id: number) => {
    const { version } = await detail('inLoan', id);
    return c.inLoan.send(P.vouchers, { params: { id }, body: { version, imageIds: [await upload('inLoan')] } });
  };
  const decide = async (who: Who, id: number, action: 'approve' | 'reject', comment?: string) => {
    const { version } = await detail('admin', id);
    return action === 'approve'
      ? c[who].send(P.approve, { params: { id }, body: { version } })
      : // A rejection without a comment is sent on purpose (the server asks for one).
        c[who].send(P.reject, { params: { id }, body: (comment ? { version, comment } : { version }) as never });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await as(t, 'admin');
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'payment_record_list'];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    // The salespeople sign in after the grant, so their sessions carry it.
    c = await asEach(t, ...WHO);
    const bills = (await c.inLoan.call(P.bills, { query: {} })).list;
    const seeded = new Set((await list('admin')).list.map((r) => r.billId));
    const fresh = bills.filter((b) => !seeded.has(b.id));
    billId = fresh[0]!.id;
    otherBillId = fresh[1]!.id;
  });
  afterAll(() => t.close());

  it('the demo data fills every list with several statuses', async () => {
    for (const which of ['list', 'agency', 'direct', 'approvals'] as const) {
      const statuses = new Set((await list('admin', which)).list.map((r) => r.status));
      expect(statuses.size, which).toBeGreaterThanOrEqual(3);
    }
    const agency = await list('admin', 'agency');
    expect(agency.list.every((r) => r.agency)).toBe(true);
    expect((await list('admin', 'direct')).list.every((r) => !r.agency)).toBe(true);
    expect((await list('admin', 'approvals')).list.every((r) => [2, 3, 4].includes(r.status))).toBe(true);
  });

  it('refuses bad input with a 400 and a Chinese message, and records nothing', async () => {
    const before = (await list('admin', 'list', { billId })).total;
    // `kind: 7` is outside the type: sent on purpose, the server refuses it too.
    const bad = [
      { amount: 'abc' },
      { amount: '-5.00' },
      { amount: '1.234' },
      { payee: '  ' },
      { kind: 7 as never },
      { idempotencyKey: '' },
    ];
    for (const over of bad) {
      const res = await create('inLoan', over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await list('admin', 'list', { billId })).total).toBe(before);
  });

  it('a repeated request with the same key records once; the key for another amount is a 422 (decision 0076)', async () => {
    const idempotencyKey = key();
    const first = await create('inLoan', { idempotencyKey, amount: '88.80' });
    const again = await create('inLoan', { idempotencyKey, amount: '88.8' });
    expect(first.body).toMatchObject({ code: 200, msg: '已新增付款记录' });
    expect(again.reply?.id).toBe(first.reply!.id);
    const other = await create('inLoan', { idempotencyKey, amount: '99.00' });
    expect(other.status).toBe(422);
    expect(other.body.msg).toBe('该幂等键已用于另一请求内容');
    // Two at once: the first answer twice, or that answer and a 409 while it was still being written.
    const [a, b] = await Promise.all([
      create('inLoan', { idempotencyKey: 'concurrent-key-1', amount: '5.00' }),
      create('inLoan', { idempotencyKey: 'concurrent-key-1', amount: '5.00' }),
    ]);
    const [won, other2] = a.status === 200 ? [a, b] : [b, a];
    expect(won.status).toBe(200);
    if (other2.status === 200) expect(other2.reply!.id).toBe(won.reply!.id);
    else expect(other2.body.msg).toBe('该幂等键的首次请求仍在处理中，请稍后重试');
  });

  it('the amounts of a bill sum to the fen', async () => {
    const amounts = ['0.10', '0.20', '1234567.89', '0.01', '99999.99', '0.07', '33.33', '33.33', '33.34'];
    for (const amount of amounts) await created({ billId: otherBillId, amount });
    const expected = amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed(2);
    const reply = await list('inLoan', 'list', { billId: otherBillId });
    expect(reply.billTotal).toBe(expected);
    expect(reply.billTotal).toBe('1334668.26');
    expect(reply.list.map((r) => r.amount).sort()).toEqual([...amounts].sort());
    expect((await list('inLoan', 'list')).billTotal).toBeNull();
  });

  it('a record with a voucher is approved in two levels, by two people; each step audited', async () => {
    const id = await created({ amount: '550.50' });
    expect((await detail('inLoan', id)).status).toBe(0);
    const sent = await send(id);
    expect(sent.body).toMatchObject({ code: 200, msg: '凭证已提交，待审批', data: { status: 3, level: 1 } });
    const d = await detail('backOffice', id);
    expect(d.vouchers).toHaveLength(1);
    // The image's URL is the one the reply gives, called as the page does.
    const image = (url: string) => t.call({ method: 'GET', url, cookie: c.backOffice.cookie });
    expect((await image(d.vouchers[0]!.imageUrl)).statusCode).toBe(200);
    expect((await image(`${d.vouchers[0]!.imageUrl}/key`)).statusCode).toBe(200);

    const stale = await c.backOffice.send(P.approve, { params: { id }, body: { version: d.version - 1 } });
    expect(stale.status).toBe(409);
    expect((await decide('inLoan', id, 'approve')).status).toBe(403);

    const first = await decide('backOffice', id, 'approve');
    expect(first.body).toMatchObject({ code: 200, data: { status: 3, level: 2 } });
    const same = await decide('backOffice', id, 'approve');
    expect(same.status).toBe(403);
    expect(same.body.msg).toBe('同一人不能审批两级');
    const second = await decide('admin', id, 'approve');
    expect(second.body).toMatchObject({ code: 200, msg: '已审批通过', data: { status: 2, level: null } });
    expect((await decide('admin', id, 'approve')).status).toBe(409);
    const done = await detail('inLoan', id);
    expect(done.firstByName).toContain('后台');
    expect(done.secondByName).toBe('系统管理员');

    const audit = await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'payment_record', pageSize: 100 } });
    const actions = audit.list.filter((e) => e.entityId === String(id)).map((e) => e.action);
    expect(actions.sort()).toEqual(['approve-1', 'approve-2', 'create', 'upload']);
  });

  it('either level rejects with a reason; the record takes new vouchers and starts again at level 1', async () => {
    const id = await created({ amount: '42.00' });
    await send(id);
    expect((await decide('backOffice', id, 'reject')).status).toBe(400);
    const rejected = await decide('backOffice', id, 'reject', '凭证不清晰');
    expect(rejected.body).toMatchObject({ code: 200, msg: '已驳回', data: { status: 4, level: null } });
    expect((await decide('admin', id, 'approve')).status).toBe(409);
    const again = await send(id);
    expect(again.reply).toMatchObject({ status: 3, level: 1 });
    await decide('backOffice', id, 'approve');
    expect((await decide('admin', id, 'reject', '金额有误')).reply).toMatchObject({ status: 4 });
    expect((await detail('inLoan', id)).vouchers).toHaveLength(2);
  });

  it('exempt records need no voucher; vouchers not the caller’s are refused', async () => {
    const exempt = await created({ exempt: true, amount: '80.00' });
    expect((await detail('inLoan', exempt)).status).toBe(5);
    expect((await send(exempt)).status).toBe(409);
    const id = await created();
    const { version } = await detail('inLoan', id);
    const foreign = await c.inLoan.send(P.vouchers, { params: { id }, body: { version, imageIds: [await upload('backOffice')] } });
    expect(foreign.status).toBe(400);
    expect((await detail('inLoan', id)).status).toBe(0);
  });

  it('keeps to the data scope: another city sees none of it (404), callers without the codes get 403', async () => {
    const id = await created();
    expect((await list('salesSh')).list.find((r) => r.id === id)).toBeUndefined();
    expect((await c.salesSh.send(P.detail, { params: { id } })).status).toBe(404);
    expect((await create('salesSh')).status).toBe(404);
    expect((await c.sales.send(P.list, { query: {} })).status).toBe(200);
    expect((await c.finance.send(P.list, { query: {} })).status).toBe(403);
    expect((await c.finance.send(P.approvals, { query: {} })).status).toBe(403);
    expect((await c.finance.send(P.detail, { params: { id } })).status).toBe(404);
  });

  const entriesOf = async (id: number) => {
    const { rows } = await t.database.executeSql(
      `select count(*)::int n from ledger_entries where idempotency_key = 'payment-record:${id}'`,
    );
    return (rows as { n: number }[])[0]!.n;
  };
  const trialBalance = () => c.admin.call(LEDGER_API.endpoints.trialBalance);

  it('passing level 2 posts the payment once, balanced: debit fees receivable, credit bank, on the bill', async () => {
    const before = await trialBalance();
    const id = await created({ amount: '1234.56' });
    await send(id);
    await decide('backOffice', id, 'approve');
    expect((await detail('inLoan', id)).posting).toBeNull();
    expect(await entriesOf(id)).toBe(0);
    expect((await decide('admin', id, 'approve')).reply).toMatchObject({ status: 2 });
    const { posting } = await detail('inLoan', id);
    expect(posting!.lines).toEqual([
      { accountCode: '1123', debit: '1234.56', credit: '0.00' },
      { accountCode: '1002', debit: '0.00', credit: '1234.56' },
    ]);
    // A repeated approval is refused and posts nothing more.
    expect((await decide('admin', id, 'approve')).status).toBe(409);
    expect(await entriesOf(id)).toBe(1);
    const statement = await c.admin.call(LEDGER_API.endpoints.loanStatement, { params: { billId } });
    expect(statement.lines.filter((l) => l.entryId === posting!.entryId)).toHaveLength(2);
    // The books still balance.
    const after = await trialBalance();
    expect(before.debit).toBe(before.credit);
    expect(after.debit).toBe(after.credit);
  });

  it('two concurrent level-2 approvals: one wins and posts, the other gets a 409 and posts nothing', async () => {
    const id = await created({ amount: '777.77' });
    await send(id);
    await decide('backOffice', id, 'approve');
    const { version } = await detail('admin', id);
    const replies = await Promise.all([1, 2].map(() => c.admin.send(P.approve, { params: { id }, body: { version } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await entriesOf(id)).toBe(1);
    expect((await detail('inLoan', id)).posting!.lines.map((l) => l.debit)).toEqual(['777.77', '0.00']);
    const rejected = await created({ amount: '10.00' });
    await send(rejected);
    await decide('backOffice', rejected, 'approve');
    await decide('admin', rejected, 'reject', '金额有误');
    expect(await entriesOf(rejected)).toBe(0);
  });

  it('every passed record (the demo’s too) is posted once; no other is', async () => {
    const seeded = (await list('admin')).list;
    const passed = seeded.filter((r) => r.status === 2);
    expect(passed.length).toBeGreaterThan(0);
    for (const r of passed) expect(await entriesOf(r.id)).toBe(1);
    for (const r of seeded.filter((x) => x.status !== 2)) expect(await entriesOf(r.id)).toBe(0);
  });

  it('the home badge counts the pending records of the approver’s scope', async () => {
    const pending = (await list('backOffice', 'approvals', { status: 3, withTotal: '1' })).total;
    const home = await c.backOffice.call(HOME_API.endpoints.badges);
    expect(JSON.stringify(home)).toContain('/paymentRecordManage/paymentRecordListApprove');
    expect(pending).toBeGreaterThan(0);
  });
});

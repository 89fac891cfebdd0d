import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { uploadVoucher } from './helpers/upload-voucher';

const USERS = {
  clerk: '13800000042', // role 42: payment_record_list, Beijing area
  office: '13800000051', // role 51: payment_record_list and payment_record_approve, Beijing area
  admin: '13800000000', // every permission
  sales: '13800000011', // role 11: none of the codes
  shanghai: '13800000211', // role 11, Shanghai: payment_record_list granted below (own scope)
} as const;
type Who = keyof typeof USERS;
type Row = { id: number; billId: number; status: number; level: number | null; amount: string; agency: boolean; version: number };
type Posting = { entryId: number; lines: { accountCode: string; debit: string; credit: string }[] };
type Detail = Row & { firstByName: string | null; secondByName: string | null; vouchers: { imageUrl: string }[]; posting: Posting | null };
type AuditEntry = { action: string; entityId: string };
const U = '/api/v1/payment-record';

describe('payment records (/paymentRecordManage)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let billId = 0;
  let otherBillId = 0;
  let keySeq = 0;
  const key = () => `pr-key-${++keySeq}-${Date.now()}`;

  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const list = async (who: Who, path = 'list', query = '') => {
    const res = await get(who, `${U}/${path}?pageSize=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Row[]; total: number; billTotal: string | null };
  };
  const detail = async (who: Who, id: number) => {
    const res = await get(who, `${U}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Detail;
  };
  const create = (who: Who, over: object = {}) =>
    post(who, U, { billId, payee: '北京市方正公证处', amount: '1200.00', kind: 1, idempotencyKey: key(), ...over });
  const created = async (over: object = {}) => {
    const res = await create('clerk', over);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const upload = (who: Who) => uploadVoucher(t, c[who]);
  const send = async (id: number) => {
    const { version } = await detail('clerk', id);
    return post('clerk', `${U}/${id}/vouchers`, { version, imageIds: [await upload('clerk')] });
  };
  const decide = async (who: Who, id: number, action: 'approve' | 'reject', comment?: string) => {
    const { version } = await detail('admin', id);
    return post(who, `${U}/${id}/${action}`, comment ? { version, comment } : { version });
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    const roles = (await get('admin', '/api/v1/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'payment_record_list'];
    expect((await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } })).statusCode).toBe(
      200,
    );
    c.shanghai = await t.login(USERS.shanghai);
    c.sales = await t.login(USERS.sales);
    const bills = (await get('clerk', `${U}/bills`)).json().data.list as { id: number }[];
    const seeded = new Set((await list('admin')).list.map((r) => r.billId));
    const fresh = bills.filter((b) => !seeded.has(b.id));
    billId = fresh[0]!.id;
    otherBillId = fresh[1]!.id;
  });
  afterAll(() => t.close());

  it('the demo data fills every list with several statuses', async () => {
    for (const path of ['list', 'list/agency', 'list/direct', 'approvals']) {
      const statuses = new Set((await list('admin', path)).list.map((r) => r.status));
      expect(statuses.size, path).toBeGreaterThanOrEqual(3);
    }
    const agency = await list('admin', 'list/agency');
    expect(agency.list.every((r) => r.agency)).toBe(true);
    expect((await list('admin', 'list/direct')).list.every((r) => !r.agency)).toBe(true);
    expect((await list('admin', 'approvals')).list.every((r) => [2, 3, 4].includes(r.status))).toBe(true);
  });

  it('refuses bad input with a 400 and a Chinese message, and records nothing', async () => {
    const before = (await list('admin', 'list', `&billId=${billId}`)).total;
    const bad = [{ amount: 'abc' }, { amount: '-5.00' }, { amount: '1.234' }, { payee: '  ' }, { kind: 7 }, { idempotencyKey: '' }];
    for (const over of bad) {
      const res = await create('clerk', over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await list('admin', 'list', `&billId=${billId}`)).total).toBe(before);
  });

  it('a repeated request with the same key records once; the key for another amount is a 422 (decision 0076)', async () => {
    const idempotencyKey = key();
    const first = await create('clerk', { idempotencyKey, amount: '88.80' });
    const again = await create('clerk', { idempotencyKey, amount: '88.8' });
    expect(first.json()).toMatchObject({ code: 200, msg: '已新增付款记录' });
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await create('clerk', { idempotencyKey, amount: '99.00' });
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('该幂等键已用于另一请求内容');
    // Two at once: the first answer twice, or that answer and a 409 while it was still being written.
    const [a, b] = await Promise.all([
      create('clerk', { idempotencyKey: 'concurrent-key-1', amount: '5.00' }),
      create('clerk', { idempotencyKey: 'concurrent-key-1', amount: '5.00' }),
    ]);
    const [won, other2] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(won.statusCode).toBe(200);
    if (other2.statusCode === 200) expect(other2.json().data.id).toBe(won.json().data.id);
    else expect(other2.json().msg).toBe('该幂等键的首次请求仍在处理中，请稍后重试');
  });

  it('the amounts of a bill sum to the fen', async () => {
    const amounts = ['0.10', '0.20', '1234567.89', '0.01', '99999.99', '0.07', '33.33', '33.33', '33.34'];
    for (const amount of amounts) await created({ billId: otherBillId, amount });
    const expected = amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed(2);
    const reply = await list('clerk', 'list', `&billId=${otherBillId}`);
    expect(reply.billTotal).toBe(expected);
    expect(reply.billTotal).toBe('1334668.26');
    expect(reply.list.map((r) => r.amount).sort()).toEqual([...amounts].sort());
    expect((await list('clerk', 'list')).billTotal).toBeNull();
  });

  it('a record with a voucher is approved in two levels, by two people; each step audited', async () => {
    const id = await created({ amount: '550.50' });
    expect((await detail('clerk', id)).status).toBe(0);
    const sent = await send(id);
    expect(sent.json()).toMatchObject({ code: 200, msg: '凭证已提交，待审批', data: { status: 3, level: 1 } });
    const d = await detail('office', id);
    expect(d.vouchers).toHaveLength(1);
    expect((await get('office', d.vouchers[0]!.imageUrl)).statusCode).toBe(200);
    expect((await get('office', `${d.vouchers[0]!.imageUrl}/key`)).statusCode).toBe(200);

    const stale = await post('office', `${U}/${id}/approve`, { version: d.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect((await decide('clerk', id, 'approve')).statusCode).toBe(403);

    const first = await decide('office', id, 'approve');
    expect(first.json()).toMatchObject({ code: 200, data: { status: 3, level: 2 } });
    const same = await decide('office', id, 'approve');
    expect(same.statusCode).toBe(403);
    expect(same.json().msg).toBe('同一人不能审批两级');
    const second = await decide('admin', id, 'approve');
    expect(second.json()).toMatchObject({ code: 200, msg: '已审批通过', data: { status: 2, level: null } });
    expect((await decide('admin', id, 'approve')).statusCode).toBe(409);
    const done = await detail('clerk', id);
    expect(done.firstByName).toContain('后台');
    expect(done.secondByName).toBe('系统管理员');

    const audit = await get('admin', '/api/v1/admin/audit?entity=payment_record&pageSize=100');
    const actions = (audit.json().data.list as AuditEntry[]).filter((e) => e.entityId === String(id)).map((e) => e.action);
    expect(actions.sort()).toEqual(['approve-1', 'approve-2', 'create', 'upload']);
  });

  it('either level rejects with a reason; the record takes new vouchers and starts again at level 1', async () => {
    const id = await created({ amount: '42.00' });
    await send(id);
    expect((await decide('office', id, 'reject')).statusCode).toBe(400);
    const rejected = await decide('office', id, 'reject', '凭证不清晰');
    expect(rejected.json()).toMatchObject({ code: 200, msg: '已驳回', data: { status: 4, level: null } });
    expect((await decide('admin', id, 'approve')).statusCode).toBe(409);
    const again = await send(id);
    expect(again.json().data).toMatchObject({ status: 3, level: 1 });
    await decide('office', id, 'approve');
    expect((await decide('admin', id, 'reject', '金额有误')).json().data).toMatchObject({ status: 4 });
    expect((await detail('clerk', id)).vouchers).toHaveLength(2);
  });

  it('exempt records need no voucher; vouchers not the caller’s are refused', async () => {
    const exempt = await created({ exempt: true, amount: '80.00' });
    expect((await detail('clerk', exempt)).status).toBe(5);
    expect((await send(exempt)).statusCode).toBe(409);
    const id = await created();
    const { version } = await detail('clerk', id);
    const foreign = await post('clerk', `${U}/${id}/vouchers`, { version, imageIds: [await upload('office')] });
    expect(foreign.statusCode).toBe(400);
    expect((await detail('clerk', id)).status).toBe(0);
  });

  it('keeps to the data scope: another city sees none of it (404), callers without the codes get 403', async () => {
    const id = await created();
    expect((await list('shanghai')).list.find((r) => r.id === id)).toBeUndefined();
    expect((await get('shanghai', `${U}/${id}`)).statusCode).toBe(404);
    expect((await create('shanghai')).statusCode).toBe(404);
    expect((await get('sales', `${U}/list`)).statusCode).toBe(200);
    const finance = await t.login('13800000021');
    expect((await t.call({ method: 'GET', url: `${U}/list`, cookie: finance })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${U}/approvals`, cookie: finance })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${U}/${id}`, cookie: finance })).statusCode).toBe(404);
  });

  const entriesOf = async (id: number) => {
    const { rows } = await t.database.executeSql(
      `select count(*)::int n from ledger_entries where idempotency_key = 'payment-record:${id}'`,
    );
    return (rows as { n: number }[])[0]!.n;
  };
  const trialBalance = async () => (await get('admin', '/api/v1/ledger/trial-balance')).json().data as { debit: string; credit: string };

  it('passing level 2 posts the payment once, balanced: debit fees receivable, credit bank, on the bill', async () => {
    const before = await trialBalance();
    const id = await created({ amount: '1234.56' });
    await send(id);
    await decide('office', id, 'approve');
    expect((await detail('clerk', id)).posting).toBeNull();
    expect(await entriesOf(id)).toBe(0);
    expect((await decide('admin', id, 'approve')).json().data).toMatchObject({ status: 2 });
    const { posting } = await detail('clerk', id);
    expect(posting!.lines).toEqual([
      { accountCode: '1123', debit: '1234.56', credit: '0.00' },
      { accountCode: '1002', debit: '0.00', credit: '1234.56' },
    ]);
    // A repeated approval is refused and posts nothing more.
    expect((await decide('admin', id, 'approve')).statusCode).toBe(409);
    expect(await entriesOf(id)).toBe(1);
    const statement = (await get('admin', `/api/v1/ledger/loans/${billId}/statement`)).json().data as {
      lines: { entryId: number; accountCode: string; debit: string; credit: string }[];
    };
    expect(statement.lines.filter((l) => l.entryId === posting!.entryId)).toHaveLength(2);
    // The books still balance.
    const after = await trialBalance();
    expect(before.debit).toBe(before.credit);
    expect(after.debit).toBe(after.credit);
  });

  it('two concurrent level-2 approvals: one wins and posts, the other gets a 409 and posts nothing', async () => {
    const id = await created({ amount: '777.77' });
    await send(id);
    await decide('office', id, 'approve');
    const { version } = await detail('admin', id);
    const replies = await Promise.all([1, 2].map(() => post('admin', `${U}/${id}/approve`, { version })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesOf(id)).toBe(1);
    expect((await detail('clerk', id)).posting!.lines.map((l) => l.debit)).toEqual(['777.77', '0.00']);
    const rejected = await created({ amount: '10.00' });
    await send(rejected);
    await decide('office', rejected, 'approve');
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
    const pending = (await list('office', 'approvals', '&status=3&withTotal=1')).total;
    const home = await get('office', '/api/v1/home/badges');
    expect(home.statusCode, home.body).toBe(200);
    expect(JSON.stringify(home.json().data)).toContain('/paymentRecordManage/paymentRecordListApprove');
    expect(pending).toBeGreaterThan(0);
  });
});

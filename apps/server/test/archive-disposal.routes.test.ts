import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleInBooks } from './helpers/settle-in-books';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  admin: '13800000000', // every permission: asks here, so it may not approve
  custodian: '13800000032', // role 32: archive_manage, no approval code
  approver: '13800000061', // role 61: archive_transfer_approval_new
} as const;
type Who = keyof typeof USERS;
type Item = { id: number; status: number; version: number };
type Line = { itemId: number; fromStatus: number | null; toStatus: number; reason: string | null; actorName: string };
type Disposal = { id: number; itemId: number; status: number; requestedBy: number; exceptionReason: string | null; version: number };

/** Issue 28 finding 5: 永久出库 of an original needs the loan settled (or a stated exception) and a second person. */
describe('archive disposal under two keys (永久出库, decision 0062)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let openBill = 0;
  let settledBill = 0;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie: c[who], payload });
  const billOf = async (billId: number) =>
    (await get('custodian', `/archive/bill/${billId}`)).json().data as { items: Item[]; ledger: Line[] };
  const itemOf = async (billId: number, id: number) => (await billOf(billId)).items.find((i) => i.id === id)!;
  const disposal = async (id: number) =>
    ((await get('approver', '/archive/disposals?pageSize=100')).json().data.list as Disposal[]).find((d) => d.id === id)!;

  /** A property certificate original recorded on the bill and put into stock. */
  async function original(billId: number) {
    const made = await post('custodian', '/archive', { billId, docType: 2, name: '不动产权证书原件' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect((await post('custodian', `/archive/${id}/stock-in`, { version: 0 })).json().data.status).toBe(2);
    return itemOf(billId, id);
  }
  const ask = (who: Who, item: Item, over: object = {}) =>
    post(who, `/archive/${item.id}/permanent-out`, { version: item.version, reason: '借款人申请取回原件', ...over });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    const bills = ((await get('custodian', '/archive/bills')).json().data as { bills: { id: number }[] }).bills;
    [openBill, settledBill] = [bills[0]!.id, bills[1]!.id];
    await settleInBooks(t.database, settledBill);
  }, 180_000);
  afterAll(() => t.close());

  it('refuses an open loan’s original without an exception, and changes nothing', async () => {
    const item = await original(openBill);
    const lines = (await billOf(openBill)).ledger.length;
    const res = await ask('custodian', item);
    expect([res.statusCode, res.json().msg]).toEqual([400, '借款尚未结清，原件不能永久出库；如确需出库，请填写例外原因']);
    expect((await itemOf(openBill, item.id)).status).toBe(2);
    expect((await billOf(openBill)).ledger.length).toBe(lines);
  });

  it('with an exception and its reason it is a request: the original stays in stock until a second person approves', async () => {
    const item = await original(openBill);
    const res = await ask('admin', item, { exceptionReason: '法院裁定返还' });
    expect(res.statusCode, res.body).toBe(200);
    const { disposalId, status } = res.json().data as { disposalId: number; status: number };
    expect(status).toBe(2);
    expect((await itemOf(openBill, item.id)).status).toBe(2);
    expect((await ask('admin', item, { exceptionReason: '法院裁定返还' })).statusCode).toBe(409);
    const asked = await disposal(disposalId);
    expect(asked).toMatchObject({ status: 0, itemId: item.id, exceptionReason: '法院裁定返还' });

    // The maker holds the approval code too, and is still refused: approve or reject.
    const own = await post('admin', `/archive/disposals/${disposalId}/approve`, { version: asked.version });
    expect([own.statusCode, own.json().msg]).toEqual([403, '不能审批自己发起的申请']);
    const ownReject = await post('admin', `/archive/disposals/${disposalId}/reject`, { version: asked.version, comment: '撤销' });
    expect(ownReject.statusCode).toBe(403);
    expect((await itemOf(openBill, item.id)).status).toBe(2);
    // The custodian lacks the approval code.
    expect((await post('custodian', `/archive/disposals/${disposalId}/approve`, { version: asked.version })).statusCode).toBe(403);

    const ok = await post('approver', `/archive/disposals/${disposalId}/approve`, { version: asked.version, comment: '核实无误' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await itemOf(openBill, item.id)).status).toBe(4);
    expect((await disposal(disposalId)).status).toBe(1);
    const lines = (await billOf(openBill)).ledger.filter((l) => l.itemId === item.id);
    const out = lines.find((l) => l.toStatus === 4)!;
    expect(out.fromStatus).toBe(2);
    expect(out.reason).toContain('法院裁定返还');
    expect(out.reason).toContain('审批通过');
    expect(lines.some((l) => l.reason?.startsWith('申请永久出库'))).toBe(true);
    // Decided once: a second decision at the version read is a 409.
    expect((await post('approver', `/archive/disposals/${disposalId}/approve`, { version: asked.version })).statusCode).toBe(409);
  });

  it('a settled loan’s original needs no exception; a rejection keeps it in stock with a ledger line', async () => {
    const item = await original(settledBill);
    const res = await ask('custodian', item);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.disposalId as number;
    const { version } = await disposal(id);
    const bad = await post('approver', `/archive/disposals/${id}/reject`, { version, comment: '' });
    expect(bad.statusCode).toBe(400);
    const no = await post('approver', `/archive/disposals/${id}/reject`, { version, comment: '原件仍需留存' });
    expect(no.statusCode, no.body).toBe(200);
    expect((await itemOf(settledBill, item.id)).status).toBe(2);
    expect((await disposal(id)).status).toBe(2);
    const lines = (await billOf(settledBill)).ledger.filter((l) => l.itemId === item.id);
    expect(lines.some((l) => l.reason === '永久出库申请被驳回：原件仍需留存')).toBe(true);
  });
});

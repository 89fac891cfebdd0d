import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const CUSTODIAN = '13800000032'; // role 32: archive_manage
const MANAGER = '13800000037'; // role 37: transfer requests and the archive store
const APPROVER = '13800000061'; // role 61: transfer approval (a listed approver in the demo data)
const FINANCE = '13800000020'; // role 20: none of the archive codes

type Item = { id: number; status: number; version: number; name: string; copies: number; docType: number; remark: string | null };
type Ledger = { itemId: number; fromStatus: number | null; toStatus: number; reason: string | null; actorName: string };
type Extension = { status: number; returnDate: string; extensionDate: string | null; extensionReason: string | null; version: number };

describe('archive edit, the custodian audit and transfer extensions (decision 0056)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'custodian' | 'manager' | 'approver' | 'finance', string>;
  let billId: number;
  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const bill = async () => (await get(c.custodian, `/archive/bill/${billId}`)).json().data as { items: Item[]; ledger: Ledger[] };
  const record = async (name: string, copies?: number) => {
    const made = await post(c.custodian, '/archive', { billId, docType: 9, name, ...(copies ? { copies } : {}) });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().data.id as number;
  };
  const extension = async (id: number) => (await get(c.manager, `/archiveTransfer/${id}/extension`)).json().data as Extension;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of [
      ['admin', ADMIN],
      ['custodian', CUSTODIAN],
      ['manager', MANAGER],
      ['approver', APPROVER],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
    billId = ((await get(c.custodian, '/archive/bills')).json().data as { bills: { id: number }[] }).bills[0]!.id;
  });
  afterAll(() => t.close());

  it('edits a document: kind, name, copies and remark change at the version read, with a ledger line saying what and why', async () => {
    const id = await record('借款合同（编辑前）');
    expect((await bill()).items.find((i) => i.id === id)!.copies).toBe(1);
    const body = { version: 0, docType: 1, name: '借款合同（编辑后）', copies: 3, remark: '含补充协议', reason: '登记时类型选错' };
    expect((await post(c.finance, `/archive/${id}/edit`, body)).statusCode).toBe(403);
    const noReason = await post(c.custodian, `/archive/${id}/edit`, { ...body, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const ok = await post(c.custodian, `/archive/${id}/edit`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    const { items, ledger } = await bill();
    expect(items.find((i) => i.id === id)).toMatchObject({
      docType: 1,
      name: '借款合同（编辑后）',
      copies: 3,
      remark: '含补充协议',
      status: 1,
    });
    const line = ledger.find((l) => l.itemId === id && l.reason?.startsWith('修改档案'))!;
    expect(line).toMatchObject({ fromStatus: 1, toStatus: 1, actorName: expect.any(String) });
    expect(line.reason).toContain('份数 1→3');
    expect(line.reason).toContain('登记时类型选错');
    // The same version again is stale: nothing overwritten silently.
    expect((await post(c.custodian, `/archive/${id}/edit`, { ...body, copies: 5 })).statusCode).toBe(409);
    expect((await bill()).items.find((i) => i.id === id)!.copies).toBe(3);
  });

  it('audits the documents waiting for stock: returned they stay out with a line, passed they all go in', async () => {
    const ids = [await record('抵押合同（待审）', 2), await record('保证合同（待审）')];
    const noComment = await post(c.custodian, `/archive/bill/${billId}/audit`, { itemIds: ids, pass: false });
    expect(noComment.statusCode).toBe(400);
    const back = await post(c.custodian, `/archive/bill/${billId}/audit`, { itemIds: ids, pass: false, comment: '缺少骑缝章' });
    expect(back.statusCode, back.body).toBe(200);
    let { items, ledger } = await bill();
    expect(ids.map((id) => items.find((i) => i.id === id)!.status)).toEqual([1, 1]);
    expect(ledger.filter((l) => ids.includes(l.itemId) && l.reason === '档案审核退回补正：缺少骑缝章')).toHaveLength(2);
    const pass = await post(c.custodian, `/archive/bill/${billId}/audit`, { itemIds: ids, pass: true });
    expect(pass.json().data).toEqual({ moved: 2 });
    ({ items, ledger } = await bill());
    expect(ids.map((id) => items.find((i) => i.id === id)!.status)).toEqual([2, 2]);
    expect(ledger.filter((l) => ids.includes(l.itemId) && l.fromStatus === 1 && l.toStatus === 2)).toHaveLength(2);
    // Audited once: they are no longer waiting, so a second pass is refused.
    expect((await post(c.custodian, `/archive/bill/${billId}/audit`, { itemIds: ids, pass: true })).statusCode).toBe(409);
  });

  it('extends a return date: the applicant asks (2 → 8), the approver rejects (8 → 2) or approves (→ 2, the date moved)', async () => {
    const [id] = await Promise.all([record('他项权证（调档）')]);
    await post(c.custodian, `/archive/${id}/stock-in`, { version: 0 });
    const made = await post(c.manager, '/archiveTransfer', { billId, itemIds: [id], reason: '诉讼需要', returnDate: '2026-12-31' });
    const tid = made.json().data.id as number;
    const flowVersion = (await get(c.manager, `/archiveTransfer/${tid}`)).json().data.flow.version as number;
    expect((await post(c.approver, `/archiveTransfer/${tid}/approve`, { flowVersion })).statusCode).toBe(200);
    let e = await extension(tid);
    const ask = (version: number, extensionDate = '2027-02-28') =>
      post(c.manager, `/archiveTransfer/${tid}/extension`, { version, extensionDate, reason: '案件尚未审结' });
    expect((await ask(e.version)).statusCode).toBe(409); // to be pulled (1): nothing out yet
    expect((await post(c.manager, `/archiveTransfer/${tid}/pull`, { version: e.version })).statusCode).toBe(200);
    e = await extension(tid);
    expect(e.status).toBe(2);
    expect((await ask(e.version, '2026-12-01')).statusCode).toBe(400); // not after the current date
    expect(
      (await post(c.approver, `/archiveTransfer/${tid}/extension`, { version: e.version, extensionDate: '2027-02-28', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await ask(e.version)).json().data.status).toBe(8);
    e = await extension(tid);
    expect(e).toMatchObject({ status: 8, returnDate: '2026-12-31', extensionDate: '2027-02-28', extensionReason: '案件尚未审结' });
    expect((await post(c.manager, `/archiveTransfer/${tid}/extension/approve`, { version: e.version })).statusCode).toBe(403);
    const no = await post(c.approver, `/archiveTransfer/${tid}/extension/reject`, { version: e.version, comment: '请按期归还' });
    expect(no.json().data.status).toBe(2);
    e = await extension(tid);
    expect(e).toMatchObject({ status: 2, returnDate: '2026-12-31', extensionDate: null });
    e = await extension(tid);
    await ask(e.version);
    e = await extension(tid);
    // Two approvals at once (two tabs) on the same version: exactly one decision lands.
    const both = await Promise.all([
      post(c.approver, `/archiveTransfer/${tid}/extension/approve`, { version: e.version }),
      post(c.approver, `/archiveTransfer/${tid}/extension/approve`, { version: e.version }),
    ]);
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await extension(tid)).toMatchObject({ status: 2, returnDate: '2027-02-28', extensionDate: null });
  });

  it('seeds a transfer in extension approval (8) for the demo lists', async () => {
    const list = (await get(c.admin, '/archiveTransfer/list?pageSize=100&status=8')).json().data.list as { reason: string }[];
    expect(list.map((r) => r.reason)).toContain('法院立案需提交原件');
  });
});

import { ARCHIVE_API, ARCHIVE_EDIT_API, ARCHIVE_TRANSFER_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// warrant (role 32): archive_manage; warrantManager (role 37): transfer requests and the archive store;
// archiveApprover (role 61): transfer approval (a listed approver in the demo data); financeHead (role 20): none of
// the archive codes.
const A = ARCHIVE_API.endpoints;
const E = ARCHIVE_EDIT_API.endpoints;
const X = ARCHIVE_TRANSFER_API.endpoints;

describe('archive edit, the custodian audit and transfer extensions (decision 0056)', () => {
  let t: TestApp;
  let c: Record<'admin' | 'warrant' | 'warrantManager' | 'archiveApprover' | 'financeHead', Caller>;
  let billId: number;
  const bill = async () => (await c.warrant.send(A.billDetail, { params: { billId } })).reply!;
  const record = async (name: string, copies?: number) => {
    const made = await c.warrant.send(A.create, { body: { billId, docType: 9, name, ...(copies ? { copies } : {}) } });
    expect(made.status, made.body.msg).toBe(200);
    return made.reply!.id;
  };
  const extension = async (id: number) => (await c.warrantManager.send(E.extension, { params: { id } })).reply!;

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'warrant', 'warrantManager', 'archiveApprover', 'financeHead');
    billId = (await c.warrant.send(A.bills)).reply!.bills[0]!.id;
  });
  afterAll(() => t.close());

  it('edits a document: kind, name, copies and remark change at the version read, with a ledger line saying what and why', async () => {
    const id = await record('借款合同（编辑前）');
    expect((await bill()).items.find((i) => i.id === id)!.copies).toBe(1);
    const body = { version: 0, docType: 1, name: '借款合同（编辑后）', copies: 3, remark: '含补充协议', reason: '登记时类型选错' };
    expect((await c.financeHead.send(E.edit, { params: { id }, body: body })).status).toBe(403);
    const noReason = await c.warrant.send(E.edit, { params: { id }, body: { ...body, reason: '' } });
    expect(noReason.status).toBe(400);
    const ok = await c.warrant.send(E.edit, { params: { id }, body: body });
    expect(ok.status, ok.body.msg).toBe(200);
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
    expect((await c.warrant.send(E.edit, { params: { id }, body: { ...body, copies: 5 } })).status).toBe(409);
    expect((await bill()).items.find((i) => i.id === id)!.copies).toBe(3);
  });

  it('audits the documents waiting for stock: returned they stay out with a line, passed they all go in', async () => {
    const ids = [await record('抵押合同（待审）', 2), await record('保证合同（待审）')];
    const noComment = await c.warrant.send(E.audit, { params: { billId }, body: { itemIds: ids, pass: false } });
    expect(noComment.status).toBe(400);
    const back = await c.warrant.send(E.audit, { params: { billId }, body: { itemIds: ids, pass: false, comment: '缺少骑缝章' } });
    expect(back.status, back.body.msg).toBe(200);
    let { items, ledger } = await bill();
    expect(ids.map((id) => items.find((i) => i.id === id)!.status)).toEqual([1, 1]);
    expect(ledger.filter((l) => ids.includes(l.itemId) && l.reason === '档案审核退回补正：缺少骑缝章')).toHaveLength(2);
    const pass = await c.warrant.send(E.audit, { params: { billId }, body: { itemIds: ids, pass: true } });
    expect(pass.reply!).toEqual({ moved: 2 });
    ({ items, ledger } = await bill());
    expect(ids.map((id) => items.find((i) => i.id === id)!.status)).toEqual([2, 2]);
    expect(ledger.filter((l) => ids.includes(l.itemId) && l.fromStatus === 1 && l.toStatus === 2)).toHaveLength(2);
    // Audited once: they are no longer waiting, so a second pass is refused.
    expect((await c.warrant.send(E.audit, { params: { billId }, body: { itemIds: ids, pass: true } })).status).toBe(409);
  });

  it('extends a return date: the applicant asks (2 → 8), the approver rejects (8 → 2) or approves (→ 2, the date moved)', async () => {
    const [id] = await Promise.all([record('他项权证（调档）')]);
    await c.warrant.send(A.stockIn, { params: { id }, body: { version: 0 } });
    const made = await c.warrantManager.send(X.create, { body: { billId, itemIds: [id], reason: '诉讼需要', returnDate: '2026-12-31' } });
    const tid = made.reply!.id;
    const flowVersion = (await c.warrantManager.send(X.detail, { params: { id: tid } })).reply!.flow!.version;
    expect((await c.archiveApprover.send(X.approve, { params: { id: tid }, body: { flowVersion } })).status).toBe(200);
    let e = await extension(tid);
    const ask = (version: number, extensionDate = '2027-02-28') =>
      c.warrantManager.send(E.requestExtension, { params: { id: tid }, body: { version, extensionDate, reason: '案件尚未审结' } });
    expect((await ask(e.version)).status).toBe(409); // to be pulled (1): nothing out yet
    expect((await c.warrantManager.send(X.pull, { params: { id: tid }, body: { version: e.version } })).status).toBe(200);
    e = await extension(tid);
    expect(e.status).toBe(2);
    expect((await ask(e.version, '2026-12-01')).status).toBe(400); // not after the current date
    expect(
      (
        await c.archiveApprover.send(E.requestExtension, {
          params: { id: tid },
          body: { version: e.version, extensionDate: '2027-02-28', reason: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await ask(e.version)).reply!.status).toBe(8);
    e = await extension(tid);
    expect(e).toMatchObject({ status: 8, returnDate: '2026-12-31', extensionDate: '2027-02-28', extensionReason: '案件尚未审结' });
    expect((await c.warrantManager.send(E.approveExtension, { params: { id: tid }, body: { version: e.version } })).status).toBe(403);
    const no = await c.archiveApprover.send(E.rejectExtension, {
      params: { id: tid },
      body: { version: e.version, comment: '请按期归还' },
    });
    expect(no.reply!.status).toBe(2);
    e = await extension(tid);
    expect(e).toMatchObject({ status: 2, returnDate: '2026-12-31', extensionDate: null });
    e = await extension(tid);
    await ask(e.version);
    e = await extension(tid);
    // Two approvals at once (two tabs) on the same version: exactly one decision lands.
    const both = await Promise.all([
      c.archiveApprover.send(E.approveExtension, { params: { id: tid }, body: { version: e.version } }),
      c.archiveApprover.send(E.approveExtension, { params: { id: tid }, body: { version: e.version } }),
    ]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await extension(tid)).toMatchObject({ status: 2, returnDate: '2027-02-28', extensionDate: null });
  });

  it('seeds a transfer in extension approval (8) for the demo lists', async () => {
    const list = (await c.admin.send(X.list, { query: { pageSize: 100, status: 8 } })).reply!.list;
    expect(list.map((r) => r.reason)).toContain('法院立案需提交原件');
  });
});

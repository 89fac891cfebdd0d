import { ARCHIVE_API, ARCHIVE_DISPOSAL_API, type EndpointReply } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { settleInBooks } from './helpers/settle-in-books';
import { type TestApp, createTestApp } from './helpers/test-app';

const A = ARCHIVE_API.endpoints;
const D = ARCHIVE_DISPOSAL_API.endpoints;
type Item = EndpointReply<typeof A.billDetail>['items'][number];
// admin: every permission, asks here so it may not approve; warrant (role 32): archive_manage, no approval code;
// archiveApprover (role 61): archive_transfer_approval_new.
type Who = 'admin' | 'warrant' | 'archiveApprover';

/** Issue 28 finding 5: 永久出库 of an original needs the loan settled (or a stated exception) and a second person. */
describe('archive disposal under two keys (永久出库, decision 0062)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let openBill = 0;
  let settledBill = 0;
  const billOf = (billId: number) => c.warrant.call(A.billDetail, { params: { billId } });
  const itemOf = async (billId: number, id: number) => (await billOf(billId)).items.find((i) => i.id === id)!;
  const disposal = async (id: number) =>
    (await c.archiveApprover.call(D.list, { query: { pageSize: 100 } })).list.find((d) => d.id === id)!;
  // A rejection without a comment is sent on purpose (the server must refuse it): the body is cast.
  const decide = (who: Who, action: 'approve' | 'reject', id: number, body: { version: number; comment?: string }) =>
    c[who].send(D[action], { params: { id }, body: body as never });

  /** A property certificate original recorded on the bill and put into stock. */
  async function original(billId: number) {
    const { id } = await c.warrant.call(A.create, { body: { billId, docType: 2, name: '不动产权证书原件' } });
    expect((await c.warrant.call(A.stockIn, { params: { id }, body: { version: 0 } })).status).toBe(2);
    return itemOf(billId, id);
  }
  const ask = (who: Who, item: Item, over: object = {}) =>
    c[who].send(D.request, { params: { id: item.id }, body: { version: item.version, reason: '借款人申请取回原件', ...over } });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'warrant', 'archiveApprover');
    const { bills } = await c.warrant.call(A.bills);
    [openBill, settledBill] = [bills[0]!.id, bills[1]!.id];
    await settleInBooks(t.database, settledBill);
  }, 180_000);
  afterAll(() => t.close());

  it('refuses an open loan’s original without an exception, and changes nothing', async () => {
    const item = await original(openBill);
    const lines = (await billOf(openBill)).ledger.length;
    const res = await ask('warrant', item);
    expect([res.status, res.body.msg]).toEqual([400, '借款尚未结清，原件不能永久出库；如确需出库，请填写例外原因']);
    expect((await itemOf(openBill, item.id)).status).toBe(2);
    expect((await billOf(openBill)).ledger.length).toBe(lines);
  });

  it('with an exception and its reason it is a request: the original stays in stock until a second person approves', async () => {
    const item = await original(openBill);
    const res = await ask('admin', item, { exceptionReason: '法院裁定返还' });
    expect(res.status, res.body.msg).toBe(200);
    const { disposalId, status } = res.reply!;
    expect(status).toBe(2);
    expect((await itemOf(openBill, item.id)).status).toBe(2);
    expect((await ask('admin', item, { exceptionReason: '法院裁定返还' })).status).toBe(409);
    const asked = await disposal(disposalId);
    expect(asked).toMatchObject({ status: 0, itemId: item.id, exceptionReason: '法院裁定返还' });

    // The maker holds the approval code too, and is still refused: approve or reject.
    const own = await decide('admin', 'approve', disposalId, { version: asked.version });
    expect([own.status, own.body.msg]).toEqual([403, '不能审批自己发起的申请']);
    const ownReject = await decide('admin', 'reject', disposalId, { version: asked.version, comment: '撤销' });
    expect(ownReject.status).toBe(403);
    expect((await itemOf(openBill, item.id)).status).toBe(2);
    // The custodian lacks the approval code.
    expect((await decide('warrant', 'approve', disposalId, { version: asked.version })).status).toBe(403);

    const ok = await decide('archiveApprover', 'approve', disposalId, { version: asked.version, comment: '核实无误' });
    expect(ok.status, ok.body.msg).toBe(200);
    expect((await itemOf(openBill, item.id)).status).toBe(4);
    expect((await disposal(disposalId)).status).toBe(1);
    const lines = (await billOf(openBill)).ledger.filter((l) => l.itemId === item.id);
    const out = lines.find((l) => l.toStatus === 4)!;
    expect(out.fromStatus).toBe(2);
    expect(out.reason).toContain('法院裁定返还');
    expect(out.reason).toContain('审批通过');
    expect(lines.some((l) => l.reason?.startsWith('申请永久出库'))).toBe(true);
    // Decided once: a second decision at the version read is a 409.
    expect((await decide('archiveApprover', 'approve', disposalId, { version: asked.version })).status).toBe(409);
  });

  it('a settled loan’s original needs no exception; a rejection keeps it in stock with a ledger line', async () => {
    const item = await original(settledBill);
    const res = await ask('warrant', item);
    expect(res.status, res.body.msg).toBe(200);
    const id = res.reply!.disposalId;
    const { version } = await disposal(id);
    const bad = await decide('archiveApprover', 'reject', id, { version, comment: '' });
    expect(bad.status).toBe(400);
    const no = await decide('archiveApprover', 'reject', id, { version, comment: '原件仍需留存' });
    expect(no.status, no.body.msg).toBe(200);
    expect((await itemOf(settledBill, item.id)).status).toBe(2);
    expect((await disposal(id)).status).toBe(2);
    const lines = (await billOf(settledBill)).ledger.filter((l) => l.itemId === item.id);
    expect(lines.some((l) => l.reason === '永久出库申请被驳回：原件仍需留存')).toBe(true);
  });
});

import { MORTGAGE_FLOW_API, MORTGAGE_PAGES_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, uploadImage } from './bill-fixtures';
import { type Caller, as } from './helpers/as-user';
import { decryptImagePayload } from './helpers/decrypt-image';
import { type TestApp, createTestApp } from './helpers/test-app';

const P = MORTGAGE_PAGES_API.endpoints;
const M = MORTGAGE_FLOW_API.endpoints;

describe('the hidden mortgage pages (mortgageReqAddList/Add, mortgageRelAddList/Add, mortgageRegistration images)', () => {
  let t: TestApp;
  // warrant (32): requests, registration, release; mortgageApprover (36): the supervisor node; financeHead (20): none of the mortgage codes.
  let admin: Caller, warrant: Caller, mortgageApprover: Caller, financeHead: Caller;
  const requestable = async (query: { pageSize?: number; keyword?: string } = {}) =>
    (await warrant.call(P.requestableBills, { query })).list;
  const releasable = async () => (await warrant.call(P.releasableBills, { query: { pageSize: 100 } })).list;
  const upload = (who: Caller) => uploadImage(who, 'cert.png');

  beforeAll(async () => {
    t = await createTestApp();
    [admin, warrant, mortgageApprover, financeHead] = [
      await as(t, 'admin'),
      await as(t, 'warrant'),
      await as(t, 'mortgageApprover'),
      await as(t, 'financeHead'),
    ];
  });
  afterAll(() => t.close());

  it('lists only the bills a request can be made for, searches them, and refuses other roles', async () => {
    expect((await financeHead.send(P.requestableBills, { query: {} })).status).toBe(403);
    expect((await financeHead.send(P.releasableBills, { query: {} })).status).toBe(403);
    const open = await requestable({ pageSize: 100 });
    expect(open.length).toBeGreaterThan(0);
    // The seeded requests' bills (awaiting the supervisor, partly or fully registered) are not offered.
    const live = (await warrant.call(M.requestList, { query: { pageSize: 100 } })).list;
    const liveBills = new Set(live.filter((r) => r.status !== -1).map((r) => r.billNo));
    expect(liveBills.size).toBeGreaterThan(0);
    expect(open.filter((r) => liveBills.has(r.billNo))).toEqual([]);
    const target = open.find((r) => r.propertyCount === 2)!;
    expect(target).toBeDefined();
    const found = await requestable({ keyword: target.billNo });
    expect(found.map((r) => r.id)).toEqual([target.id]);
    expect(await requestable({ keyword: 'NO-SUCH-BILL' })).toEqual([]);
    expect((await warrant.send(P.requestBill, { params: { id: 99999999 } })).status).toBe(404);
  });

  it('reads a bill for the request form, then the request, registration with images, and the release form', async () => {
    const target = (await requestable({ pageSize: 100 })).find((r) => r.propertyCount === 2)!;
    const bill = await warrant.call(P.requestBill, { params: { id: target.id } });
    expect(bill.properties).toHaveLength(2);
    expect(bill.properties.every((p) => p.address.length > 0)).toBe(true);
    expect(bill.liveRequestId).toBeNull();
    const mortgageeId = bill.mortgagees.find((m) => m.name === '湖南小贷股份有限公司')!.id;
    const { id } = await warrant.call(M.requestCreate, {
      body: { billId: bill.id, propertyIds: bill.properties.map((p) => p.id), mortgageeId, order: 2 },
    });
    expect((await warrant.call(P.requestBill, { params: { id: bill.id } })).liveRequestId).toBe(id);
    expect((await requestable({ pageSize: 100 })).map((r) => r.id)).not.toContain(bill.id);
    const flowVersion = (await warrant.call(M.requestDetail, { params: { id } })).flow!.version;
    expect((await mortgageApprover.send(M.requestApprove, { params: { id }, body: { flowVersion } })).status).toBe(200);

    // Only the registrar's own uploads may be attached; with none recorded the release list does not offer the bill.
    const foreign = await upload(admin);
    const reg = (propertyId: number, imageIds: string[]) =>
      warrant.send(M.register, {
        params: { id },
        body: { propertyId, certNo: `京(2026)不动产证明第${propertyId}号`, regDate: '2026-11-20', mortgageeId, order: 2, imageIds },
      });
    const refused = await reg(bill.properties[0]!.id, [foreign]);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('证书图片不存在，请重新上传');
    expect((await releasable()).map((r) => r.id)).not.toContain(bill.id);

    const image = await upload(warrant);
    expect((await reg(bill.properties[0]!.id, [image])).reply?.status).toBe(3);
    const detail = await warrant.call(M.registrationDetail, { params: { id } });
    const first = detail.properties.find((p) => p.id === bill.properties[0]!.id)!;
    expect(first.images.map((i) => i.id)).toEqual([image]);
    // Raw: the image is read at the URL the reply gives, as the page does.
    const payload = await t.call({ method: 'GET', url: first.images[0]!.imageUrl, cookie: warrant.cookie });
    const key = await t.call({ method: 'GET', url: `${first.images[0]!.imageUrl}/key`, cookie: warrant.cookie });
    expect(payload.statusCode).toBe(200);
    expect(decryptImagePayload(payload.body, key.json().data.key as string).equals(TINY_PNG)).toBe(true);
    // An image the request does not hold, and a reader without mortgage_manage, get nothing.
    expect((await warrant.send(P.image, { params: { id, imageId: foreign } })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: first.images[0]!.imageUrl, cookie: financeHead.cookie })).statusCode).toBe(403);

    // Partly registered: the release list offers it, not settled; the form shows the registered property only.
    const offered = (await releasable()).find((r) => r.id === bill.id)!;
    expect(offered).toMatchObject({ registeredCount: 1, settled: false });
    const rel = await warrant.call(P.releaseBill, { params: { id: bill.id } });
    expect(rel).toMatchObject({ settled: false, liveReleaseId: null });
    expect(rel.properties.map((p) => p.certNo)).toEqual([`京(2026)不动产证明第${bill.properties[0]!.id}号`]);
    expect(rel.properties[0]!.images).toHaveLength(1);
    const exception = await warrant.call(M.releaseCreate, { body: { billId: bill.id, exceptionReason: '资金方同意提前解押' } });
    expect((await warrant.call(P.releaseBill, { params: { id: bill.id } })).liveReleaseId).toBe(exception.id);
    expect((await releasable()).map((r) => r.id)).not.toContain(bill.id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from './bill-fixtures';
import { decryptImagePayload } from './helpers/decrypt-image';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const WARRANT = '13800000032'; // role 32: requests, registration, release
const APPROVER = '13800000036'; // role 36: the supervisor node
const FINANCE = '13800000020'; // role 20: none of the mortgage codes

type Row = { id: number; billNo: string; propertyCount?: number; registeredCount?: number; settled?: boolean };
type Bill = {
  id: number;
  billNo: string;
  properties: { id: number; address: string }[];
  mortgagees: { id: number; name: string }[];
  liveRequestId: number | null;
};
type Property = { id: number; certNo: string | null; images: { id: string; imageUrl: string }[] };

describe('the hidden mortgage pages (mortgageReqAddList/Add, mortgageRelAddList/Add, mortgageRegistration images)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'warrant' | 'approver' | 'finance', string>;
  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const list = async (cookie: string, url: string) => (await get(cookie, url)).json().data.list as Row[];
  const upload = async (cookie: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/upload/v2/image',
      cookie,
      ...multipart({ field: 'upload_file', filename: 'cert.png', content: TINY_PNG, type: 'image/png' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }).id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    c.admin = await t.login(ADMIN);
    c.warrant = await t.login(WARRANT);
    c.approver = await t.login(APPROVER);
    c.finance = await t.login(FINANCE);
  });
  afterAll(() => t.close());

  it('lists only the bills a request can be made for, searches them, and refuses other roles', async () => {
    expect((await get(c.finance, '/mortgageRequest/bills')).statusCode).toBe(403);
    expect((await get(c.finance, '/mortgageRelease/bills')).statusCode).toBe(403);
    const open = await list(c.warrant, '/mortgageRequest/bills?pageSize=100');
    expect(open.length).toBeGreaterThan(0);
    // The seeded requests' bills (awaiting the supervisor, partly or fully registered) are not offered.
    const live = await list(c.warrant, '/mortgageRequest/list?pageSize=100');
    const liveBills = new Set(live.filter((r) => (r as Row & { status: number }).status !== -1).map((r) => r.billNo));
    expect(liveBills.size).toBeGreaterThan(0);
    expect(open.filter((r) => liveBills.has(r.billNo))).toEqual([]);
    const target = open.find((r) => r.propertyCount === 2)!;
    expect(target).toBeDefined();
    const found = await list(c.warrant, `/mortgageRequest/bills?keyword=${encodeURIComponent(target.billNo)}`);
    expect(found.map((r) => r.id)).toEqual([target.id]);
    expect(await list(c.warrant, '/mortgageRequest/bills?keyword=NO-SUCH-BILL')).toEqual([]);
    expect((await get(c.warrant, '/mortgageRequest/bills/99999999')).statusCode).toBe(404);
  });

  it('reads a bill for the request form, then the request, registration with images, and the release form', async () => {
    const target = (await list(c.warrant, '/mortgageRequest/bills?pageSize=100')).find((r) => r.propertyCount === 2)!;
    const bill = (await get(c.warrant, `/mortgageRequest/bills/${target.id}`)).json().data as Bill;
    expect(bill.properties).toHaveLength(2);
    expect(bill.properties.every((p) => p.address.length > 0)).toBe(true);
    expect(bill.liveRequestId).toBeNull();
    const mortgageeId = bill.mortgagees.find((m) => m.name === '湖南小贷股份有限公司')!.id;
    const made = await post(c.warrant, '/mortgageRequest', {
      billId: bill.id,
      propertyIds: bill.properties.map((p) => p.id),
      mortgageeId,
      order: 2,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect(((await get(c.warrant, `/mortgageRequest/bills/${bill.id}`)).json().data as Bill).liveRequestId).toBe(id);
    expect((await list(c.warrant, '/mortgageRequest/bills?pageSize=100')).map((r) => r.id)).not.toContain(bill.id);
    const flowVersion = (await get(c.warrant, `/mortgageRequest/${id}`)).json().data.flow.version as number;
    expect((await post(c.approver, `/mortgageRequest/${id}/approve`, { flowVersion })).statusCode).toBe(200);

    // Only the registrar's own uploads may be attached; with none recorded the release list does not offer the bill.
    const foreign = await upload(c.admin);
    const reg = (propertyId: number, imageIds: string[]) =>
      post(c.warrant, `/mortgageManage/${id}/register`, {
        propertyId,
        certNo: `京(2026)不动产证明第${propertyId}号`,
        regDate: '2026-11-20',
        mortgageeId,
        order: 2,
        imageIds,
      });
    const refused = await reg(bill.properties[0]!.id, [foreign]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('证书图片不存在，请重新上传');
    expect((await list(c.warrant, '/mortgageRelease/bills?pageSize=100')).map((r) => r.id)).not.toContain(bill.id);

    const image = await upload(c.warrant);
    expect((await reg(bill.properties[0]!.id, [image])).json().data.status).toBe(3);
    const detail = (await get(c.warrant, `/mortgageManage/${id}`)).json().data as { properties: Property[] };
    const first = detail.properties.find((p) => p.id === bill.properties[0]!.id)!;
    expect(first.images.map((i) => i.id)).toEqual([image]);
    const payload = await t.call({ method: 'GET', url: first.images[0]!.imageUrl, cookie: c.warrant });
    const key = await t.call({ method: 'GET', url: `${first.images[0]!.imageUrl}/key`, cookie: c.warrant });
    expect(payload.statusCode).toBe(200);
    expect(decryptImagePayload(payload.body, key.json().data.key as string).equals(TINY_PNG)).toBe(true);
    // An image the request does not hold, and a reader without mortgage_manage, get nothing.
    expect((await get(c.warrant, `/mortgageManage/${id}/images/${foreign}`)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: first.images[0]!.imageUrl, cookie: c.finance })).statusCode).toBe(403);

    // Partly registered: the release list offers it, not settled; the form shows the registered property only.
    const releasable = (await list(c.warrant, '/mortgageRelease/bills?pageSize=100')).find((r) => r.id === bill.id)!;
    expect(releasable).toMatchObject({ registeredCount: 1, settled: false });
    const rel = (await get(c.warrant, `/mortgageRelease/bills/${bill.id}`)).json().data as {
      settled: boolean;
      properties: Property[];
      liveReleaseId: number | null;
    };
    expect(rel).toMatchObject({ settled: false, liveReleaseId: null });
    expect(rel.properties.map((p) => p.certNo)).toEqual([`京(2026)不动产证明第${bill.properties[0]!.id}号`]);
    expect(rel.properties[0]!.images).toHaveLength(1);
    const exception = await post(c.warrant, '/mortgageRelease', { billId: bill.id, exceptionReason: '资金方同意提前解押' });
    expect(exception.statusCode, exception.body).toBe(200);
    expect((await get(c.warrant, `/mortgageRelease/bills/${bill.id}`)).json().data.liveReleaseId).toBe(exception.json().data.id);
    expect((await list(c.warrant, '/mortgageRelease/bills?pageSize=100')).map((r) => r.id)).not.toContain(bill.id);
  });
});

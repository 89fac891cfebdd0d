import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { registerMortgage } from './helpers/register-mortgage';
import { settleInBooks } from './helpers/settle-in-books';
import { uploadVoucher } from './helpers/upload-voucher';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const WARRANT = '13800000032'; // role 32: requests, registration, release
const APPROVER = '13800000036'; // role 36: mortgage/release approval (the supervisor node)
const SALES_SH = '13800000211'; // role 11, Shanghai: mortgage_request_manage granted below, own records only
const FINANCE = '13800000020'; // role 20: none of the mortgage codes

type Options = { mortgagees: { id: number; name: string }[]; bills: { id: number; billNo: string; properties: { id: number }[] }[] };
type Detail = { status: number; flow: { version: number } | null; properties: { id: number; certNo: string | null }[] };

describe('mortgage requests, registration and release (/mortgageRequest, /mortgageManage, /mortgageRelease)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'warrant' | 'approver' | 'salesSh' | 'finance', string>;
  let mortgageeId: number;
  let bill: Options['bills'][number];
  let registeredId = 0;

  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!.n);
  const detail = async (id: number) => (await get(c.warrant, `/mortgageRequest/${id}`)).json().data as Detail;
  const register = async (cookie: string, id: number, propertyId: number, certNo = `京(2026)朝阳区不动产证明第${propertyId}号`) =>
    post(cookie, `/mortgageManage/${id}/register`, {
      propertyId,
      certNo,
      regDate: '2026-11-20',
      mortgageeId,
      order: 1,
      imageIds: [await uploadVoucher(t, cookie)],
    });

  /** A request on `target`, approved by the supervisor: status 2. */
  async function approvedRequest(target: Options['bills'][number]) {
    const made = await post(c.warrant, '/mortgageRequest', {
      billId: target.id,
      propertyIds: target.properties.map((p) => p.id),
      mortgageeId,
      order: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const approved = await post(c.approver, `/mortgageRequest/${id}/approve`, { flowVersion: (await detail(id)).flow!.version });
    expect(approved.json().data.status).toBe(2);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    c.admin = await t.login(ADMIN);
    const roles = (await get(c.admin, '/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'mortgage_request_manage'];
    expect((await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } })).statusCode).toBe(
      200,
    );
    for (const [k, m] of [
      ['warrant', WARRANT],
      ['approver', APPROVER],
      ['salesSh', SALES_SH],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
    mortgageeId = (await post(c.admin, '/mortgage', { name: '测试抵押权人银行' })).json().data.id;
    // The demo seed leaves its newest loan, with two properties, free of requests.
    const options = (await get(c.warrant, '/mortgageRequest/options')).json().data as Options;
    bill = options.bills.find((b) => b.properties.length === 2)!;
    expect(bill).toBeDefined();
  });
  afterAll(() => t.close());

  it('refuses the wrong role (403) and bad input (400, Chinese, nothing written)', async () => {
    expect((await get(c.finance, '/mortgageRequest/list')).statusCode).toBe(403);
    expect((await get(c.finance, '/mortgageManage/list')).statusCode).toBe(403);
    expect((await post(c.finance, '/mortgageRelease', { billId: bill.id })).statusCode).toBe(403);
    const before = await count('mortgage_requests');
    const bad = await post(c.warrant, '/mortgageRequest', { billId: bill.id, propertyIds: [], mortgageeId, order: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请选择抵押物');
    const badOrder = await post(c.warrant, '/mortgageRequest', {
      billId: bill.id,
      propertyIds: [bill.properties[0]!.id],
      mortgageeId,
      order: 3,
    });
    expect(badOrder.json().msg).toBe('抵押顺位只能是一抵或二抵');
    const english = await t.call({
      method: 'POST',
      url: '/api/v1/mortgageRequest',
      cookie: c.warrant,
      headers: { 'accept-language': 'en-US' },
      payload: { billId: bill.id, propertyIds: [999999], mortgageeId, order: 1 },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().msg).toBe('A chosen property does not belong to the bill');
    expect(await count('mortgage_requests')).toBe(before);
  });

  it('requests, approves, then registers one property (3) and the second (4); a certificate number is required', async () => {
    const id = await approvedRequest(bill);
    expect(
      (await post(c.warrant, '/mortgageRequest', { billId: bill.id, propertyIds: [bill.properties[0]!.id], mortgageeId, order: 1 }))
        .statusCode,
    ).toBe(409);

    const blank = await post(c.warrant, `/mortgageManage/${id}/register`, {
      propertyId: bill.properties[0]!.id,
      certNo: ' ',
      regDate: '2026-11-20',
      mortgageeId,
      order: 1,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('房产证/不动产证号不能为空');
    expect((await detail(id)).properties.every((p) => p.certNo === null)).toBe(true);

    // Without the certificate image nothing is registered (decision 0071).
    const noImage = await post(c.warrant, `/mortgageManage/${id}/register`, {
      propertyId: bill.properties[0]!.id,
      certNo: '京(2026)朝阳区不动产证明第1号',
      regDate: '2026-11-20',
      mortgageeId,
      order: 1,
    });
    expect([noImage.statusCode, noImage.json().msg]).toEqual([400, '请上传抵押权证图片']);
    expect((await detail(id)).properties.every((p) => p.certNo === null)).toBe(true);

    const first = await register(c.warrant, id, bill.properties[0]!.id);
    expect(first.json()).toMatchObject({ code: 200, msg: '抵押登记已保存', data: { status: 3 } });
    expect((await register(c.warrant, id, bill.properties[0]!.id)).statusCode).toBe(409);
    const second = await register(c.warrant, id, bill.properties[1]!.id);
    expect(second.json().data.status).toBe(4);
    const d = await detail(id);
    expect(d.status).toBe(4);
    expect(d.properties.map((p) => p.certNo)).toEqual(bill.properties.map((p) => `京(2026)朝阳区不动产证明第${p.id}号`));
    const listed = (await get(c.warrant, '/mortgageManage/list?status=4')).json().data.list as { id: number }[];
    expect(listed.map((r) => r.id)).toContain(id);

    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'mortgage_request' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve', 'register', 'register']);
    // Each registration is a line on the request's own operation record, after its approval.
    const records = (await get(c.warrant, `/mortgageManage/${id}`)).json().data.records as { action: string; comment: string }[];
    expect(records.map((r) => r.action)).toEqual(['submit', 'approve', 'register', 'register']);
    expect(records[2]!.comment).toContain(`证号京(2026)朝阳区不动产证明第${bill.properties[0]!.id}号，登记日期2026-11-20，权证图片1张`);
    registeredId = id;
  });

  it('adds certificate images to a registered property afterwards (a correction): warrant staff only, audited, on the record', async () => {
    const id = registeredId;
    const propertyId = bill.properties[0]!.id;
    const image = await uploadVoucher(t, c.warrant);
    expect((await post(c.finance, `/mortgageManage/${id}/images`, { propertyId, imageIds: [image] })).statusCode).toBe(403);
    const none = await post(c.warrant, `/mortgageManage/${id}/images`, { propertyId, imageIds: [] });
    expect([none.statusCode, none.json().msg]).toEqual([400, '请上传抵押权证图片']);
    const foreign = await post(c.warrant, `/mortgageManage/${id}/images`, { propertyId, imageIds: [await uploadVoucher(t, c.admin)] });
    expect(foreign.statusCode).toBe(400);

    const added = await post(c.warrant, `/mortgageManage/${id}/images`, { propertyId, imageIds: [image] });
    expect(added.json()).toMatchObject({ code: 200, msg: '权证图片已补充', data: { imageCount: 2 } });
    const d = (await get(c.warrant, `/mortgageManage/${id}`)).json().data as {
      properties: { id: number; images: { id: string }[] }[];
      records: { action: string; comment: string }[];
    };
    expect(d.properties.find((p) => p.id === propertyId)!.images.map((i) => i.id)).toContain(image);
    expect(d.records.at(-1)).toMatchObject({ action: 'imageAdd', comment: expect.stringContaining('补充权证图片1张（共2张）') });
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'mortgage_request' and entity_id = ${String(id)} and action = 'image-add'`,
    );
    expect(audit).toHaveLength(1);
    // At most 9 images a property.
    const many = await Promise.all(Array.from({ length: 8 }, () => uploadVoucher(t, c.warrant)));
    const tooMany = await post(c.warrant, `/mortgageManage/${id}/images`, { propertyId, imageIds: many });
    expect([tooMany.statusCode, tooMany.json().msg]).toEqual([400, '每处抵押物的证书图片最多9张']);
  });

  it('lets only one of two concurrent registrations of the same property in', async () => {
    type Row = { id: number; status: number };
    const partly = ((await get(c.warrant, '/mortgageManage/list?status=3')).json().data.list as Row[])[0]!;
    const id = partly.id;
    const open = (await detail(id)).properties.find((p) => p.certNo === null)!;
    const results = await Promise.all([register(c.warrant, id, open.id, '京A-1'), register(c.warrant, id, open.id, '京A-2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d = await detail(id);
    expect(['京A-1', '京A-2']).toContain(d.properties.find((p) => p.id === open.id)!.certNo);
    expect(d.status).toBe(4);
  });

  it('rejects with a reason (-1); only the supervisor node may decide; out of scope is 404', async () => {
    // The seeded request waiting for the supervisor.
    const pending = ((await get(c.warrant, '/mortgageRequest/list?status=1')).json().data.list as { id: number }[])[0]!;
    const id = pending.id;
    const third = { properties: (await detail(id)).properties };
    const flowVersion = (await detail(id)).flow!.version;
    expect((await post(c.warrant, `/mortgageRequest/${id}/approve`, { flowVersion })).statusCode).toBe(403);
    expect((await get(c.salesSh, `/mortgageRequest/${id}`)).statusCode).toBe(404);
    expect((await post(c.salesSh, `/mortgageRequest/${id}/reject`, { flowVersion, comment: '不在范围' })).statusCode).toBe(404);
    const noReason = await post(c.approver, `/mortgageRequest/${id}/reject`, { flowVersion });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toBe('此项不能为空');
    const rejected = await post(c.approver, `/mortgageRequest/${id}/reject`, { flowVersion, comment: '抵押权人选择错误' });
    expect(rejected.json().data.status).toBe(-1);
    expect((await register(c.warrant, id, third.properties[0]!.id)).statusCode).toBe(404);
  });

  it('refuses a release before settlement, takes one by exception with a reason, and once the books are settled', async () => {
    const before = await count('mortgage_releases');
    const refused = await post(c.warrant, '/mortgageRelease', { billId: bill.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('贷款尚未结清，不能发起解押；如需例外解押请填写原因');
    expect(await count('mortgage_releases')).toBe(before);

    // Settle the loan in the books: every receivable of the bill paid back.
    await settleInBooks(t.database, bill.id);
    const settled = await post(c.warrant, '/mortgageRelease', { billId: bill.id });
    expect(settled.statusCode, settled.body).toBe(200);
    const releaseId = settled.json().data.id as number;
    const flowVersion = (await get(c.warrant, `/mortgageRelease/${releaseId}`)).json().data.flow.version as number;
    expect((await post(c.approver, `/mortgageRelease/${releaseId}/approve`, { flowVersion })).json().data.status).toBe(3);
    const version = (await get(c.warrant, `/mortgageRelease/${releaseId}`)).json().data.version as number;
    expect((await post(c.warrant, `/mortgageRelease/${releaseId}/released`, { version })).json().data.status).toBe(4);
    // Released: 抵押管理 no longer shows the registration as 全部登记 (decision 0071).
    type Row = { id: number; status: number; released: boolean };
    const all = (await get(c.warrant, '/mortgageManage/list?pageSize=100')).json().data.list as Row[];
    expect(all.find((r) => r.id === registeredId)).toMatchObject({ released: true });
    expect(((await get(c.warrant, '/mortgageManage/list?status=4&pageSize=100')).json().data.list as Row[]).map((r) => r.id)).not.toContain(
      registeredId,
    );
    expect((await get(c.warrant, `/mortgageManage/${registeredId}`)).json().data.released).toBe(true);

    // Another bill, registered here and never lent on (the demo's registered loans may be settled
    // or have a release under way): only as an exception with its reason.
    const spare = ((await get(c.warrant, '/mortgageRequest/options')).json().data as Options).bills.find((b) => b.id !== bill.id);
    expect(spare).toBeDefined();
    await registerMortgage(t, c, spare!.id);
    const other = { billId: spare!.id };
    const early = await post(c.warrant, '/mortgageRelease', { billId: other.billId });
    expect(early.statusCode, early.body).toBe(400);
    const exception = await post(c.warrant, '/mortgageRelease', {
      billId: other.billId,
      exceptionReason: '客户提前以自有资金结清，资金方同意',
    });
    expect(exception.statusCode, exception.body).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import { ACCESS_API, type EndpointInput, type EndpointReply, MORTGAGEE_API, MORTGAGE_FLOW_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type Caller, as, asEach } from './helpers/as-user';
import { registerMortgage } from './helpers/register-mortgage';
import { settleInBooks } from './helpers/settle-in-books';
import { uploadVoucher } from './helpers/upload-voucher';
import { type TestApp, createTestApp } from './helpers/test-app';

const M = MORTGAGE_FLOW_API.endpoints;
type Options = EndpointReply<typeof M.options>;
type RegisterBody = EndpointInput<typeof M.register>['body'];

describe('mortgage requests, registration and release (/mortgageRequest, /mortgageManage, /mortgageRelease)', () => {
  let t: TestApp;
  // warrant (role 32): requests, registration, release; mortgageApprover (role 36): mortgage/release approval (the
  // supervisor node); salesSh (role 11, Shanghai): mortgage_request_manage granted below, own records only;
  // financeHead (role 20): none of the mortgage codes.
  let c: Record<'admin' | 'warrant' | 'mortgageApprover' | 'salesSh' | 'financeHead', Caller>;
  let mortgageeId: number;
  let bill: Options['bills'][number];
  let registeredId = 0;

  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!.n);
  const detail = (id: number) => c.warrant.call(M.requestDetail, { params: { id } });
  const register = async (who: Caller, id: number, propertyId: number, certNo = `京(2026)朝阳区不动产证明第${propertyId}号`) =>
    who.send(M.register, {
      params: { id },
      body: { propertyId, certNo, regDate: '2026-11-20', mortgageeId, order: 1, imageIds: [await uploadVoucher(t, who.cookie)] },
    });
  // Bodies the contract refuses on purpose (a blank number, no image) are cast: the server must answer 400.
  const registerRaw = (id: number, body: Partial<RegisterBody>) => c.warrant.send(M.register, { params: { id }, body: body as never });
  const addImages = (who: Caller, id: number, body: EndpointInput<typeof M.addImages>['body']) =>
    who.send(M.addImages, { params: { id }, body });
  const requestCreate = (body: EndpointInput<typeof M.requestCreate>['body'], opts?: { headers: Record<string, string> }) =>
    c.warrant.send(M.requestCreate, { body }, opts);
  const releaseCreate = (who: Caller, body: EndpointInput<typeof M.releaseCreate>['body']) => who.send(M.releaseCreate, { body });

  /** A request on `target`, approved by the supervisor: status 2. */
  async function approvedRequest(target: Options['bills'][number]) {
    const { id } = await c.warrant.call(M.requestCreate, {
      body: { billId: target.id, propertyIds: target.properties.map((p) => p.id), mortgageeId, order: 1 },
    });
    const approved = await c.mortgageApprover.call(M.requestApprove, {
      params: { id },
      body: { flowVersion: (await detail(id)).flow!.version },
    });
    expect(approved.status).toBe(2);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await as(t, 'admin');
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'mortgage_request_manage'];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    // The others sign in after the grant.
    c = await asEach(t, 'admin', 'warrant', 'mortgageApprover', 'salesSh', 'financeHead');
    mortgageeId = (await admin.call(MORTGAGEE_API.endpoints.create, { body: { name: '测试抵押权人银行' } })).id;
    // The demo seed leaves its newest loan, with two properties, free of requests.
    const options = await c.warrant.call(M.options);
    bill = options.bills.find((b) => b.properties.length === 2)!;
    expect(bill).toBeDefined();
  });
  afterAll(() => t.close());

  it('refuses the wrong role (403) and bad input (400, Chinese, nothing written)', async () => {
    expect((await c.financeHead.send(M.requestList, { query: {} })).status).toBe(403);
    expect((await c.financeHead.send(M.registrationList, { query: {} })).status).toBe(403);
    expect((await releaseCreate(c.financeHead, { billId: bill.id })).status).toBe(403);
    const before = await count('mortgage_requests');
    const bad = await requestCreate({ billId: bill.id, propertyIds: [], mortgageeId, order: 3 } as never);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请选择抵押物');
    const badOrder = await requestCreate({ billId: bill.id, propertyIds: [bill.properties[0]!.id], mortgageeId, order: 3 } as never);
    expect(badOrder.body.msg).toBe('抵押顺位只能是一抵或二抵');
    const english = await requestCreate(
      { billId: bill.id, propertyIds: [999999], mortgageeId, order: 1 },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.status).toBe(400);
    expect(english.body.msg).toBe('A chosen property does not belong to the bill');
    expect(await count('mortgage_requests')).toBe(before);
  });

  it('requests, approves, then registers one property (3) and the second (4); a certificate number is required', async () => {
    const id = await approvedRequest(bill);
    expect((await requestCreate({ billId: bill.id, propertyIds: [bill.properties[0]!.id], mortgageeId, order: 1 })).status).toBe(409);

    const blank = await registerRaw(id, {
      propertyId: bill.properties[0]!.id,
      certNo: ' ',
      regDate: '2026-11-20',
      mortgageeId,
      order: 1,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('房产证/不动产证号不能为空');
    expect((await detail(id)).properties.every((p) => p.certNo === null)).toBe(true);

    // Without the certificate image nothing is registered (decision 0071).
    const noImage = await registerRaw(id, {
      propertyId: bill.properties[0]!.id,
      certNo: '京(2026)朝阳区不动产证明第1号',
      regDate: '2026-11-20',
      mortgageeId,
      order: 1,
    });
    expect([noImage.status, noImage.body.msg]).toEqual([400, '请上传抵押权证图片']);
    expect((await detail(id)).properties.every((p) => p.certNo === null)).toBe(true);

    const first = await register(c.warrant, id, bill.properties[0]!.id);
    expect(first.body).toMatchObject({ code: 200, msg: '抵押登记已保存', data: { status: 3 } });
    expect((await register(c.warrant, id, bill.properties[0]!.id)).status).toBe(409);
    const second = await register(c.warrant, id, bill.properties[1]!.id);
    expect(second.reply!.status).toBe(4);
    const d = await detail(id);
    expect(d.status).toBe(4);
    expect(d.properties.map((p) => p.certNo)).toEqual(bill.properties.map((p) => `京(2026)朝阳区不动产证明第${p.id}号`));
    const listed = (await c.warrant.call(M.registrationList, { query: { status: 4 } })).list;
    expect(listed.map((r) => r.id)).toContain(id);

    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'mortgage_request' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve', 'register', 'register']);
    // Each registration is a line on the request's own operation record, after its approval.
    const { records } = await c.warrant.call(M.registrationDetail, { params: { id } });
    expect(records.map((r) => r.action)).toEqual(['submit', 'approve', 'register', 'register']);
    expect(records[2]!.comment).toContain(`证号京(2026)朝阳区不动产证明第${bill.properties[0]!.id}号，登记日期2026-11-20，权证图片1张`);
    registeredId = id;
  });

  it('adds certificate images to a registered property afterwards (a correction): warrant staff only, audited, on the record', async () => {
    const id = registeredId;
    const propertyId = bill.properties[0]!.id;
    const image = await uploadVoucher(t, c.warrant.cookie);
    expect((await addImages(c.financeHead, id, { propertyId, imageIds: [image] })).status).toBe(403);
    const none = await addImages(c.warrant, id, { propertyId, imageIds: [] as never });
    expect([none.status, none.body.msg]).toEqual([400, '请上传抵押权证图片']);
    const foreign = await addImages(c.warrant, id, { propertyId, imageIds: [await uploadVoucher(t, c.admin.cookie)] });
    expect(foreign.status).toBe(400);

    const added = await addImages(c.warrant, id, { propertyId, imageIds: [image] });
    expect(added.body).toMatchObject({ code: 200, msg: '权证图片已补充', data: { imageCount: 2 } });
    const d = await c.warrant.call(M.registrationDetail, { params: { id } });
    expect(d.properties.find((p) => p.id === propertyId)!.images.map((i) => i.id)).toContain(image);
    expect(d.records.at(-1)).toMatchObject({ action: 'imageAdd', comment: expect.stringContaining('补充权证图片1张（共2张）') });
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'mortgage_request' and entity_id = ${String(id)} and action = 'image-add'`,
    );
    expect(audit).toHaveLength(1);
    // At most 9 images a property.
    const many = await Promise.all(Array.from({ length: 8 }, () => uploadVoucher(t, c.warrant.cookie)));
    const tooMany = await addImages(c.warrant, id, { propertyId, imageIds: many });
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, '每处抵押物的证书图片最多9张']);
  });

  it('lets only one of two concurrent registrations of the same property in', async () => {
    const partly = (await c.warrant.call(M.registrationList, { query: { status: 3 } })).list[0]!;
    const id = partly.id;
    const open = (await detail(id)).properties.find((p) => p.certNo === null)!;
    const results = await Promise.all([register(c.warrant, id, open.id, '京A-1'), register(c.warrant, id, open.id, '京A-2')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const d = await detail(id);
    expect(['京A-1', '京A-2']).toContain(d.properties.find((p) => p.id === open.id)!.certNo);
    expect(d.status).toBe(4);
  });

  it('rejects with a reason (-1); only the supervisor node may decide; out of scope is 404', async () => {
    // The seeded request waiting for the supervisor.
    const pending = (await c.warrant.call(M.requestList, { query: { status: 1 } })).list[0]!;
    const id = pending.id;
    const third = { properties: (await detail(id)).properties };
    const flowVersion = (await detail(id)).flow!.version;
    expect((await c.warrant.send(M.requestApprove, { params: { id }, body: { flowVersion } })).status).toBe(403);
    expect((await c.salesSh.send(M.requestDetail, { params: { id } })).status).toBe(404);
    expect((await c.salesSh.send(M.requestReject, { params: { id }, body: { flowVersion, comment: '不在范围' } })).status).toBe(404);
    const noReason = await c.mortgageApprover.send(M.requestReject, { params: { id }, body: { flowVersion } as never });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('此项不能为空');
    const rejected = await c.mortgageApprover.call(M.requestReject, { params: { id }, body: { flowVersion, comment: '抵押权人选择错误' } });
    expect(rejected.status).toBe(-1);
    expect((await register(c.warrant, id, third.properties[0]!.id)).status).toBe(404);
  });

  it('refuses a release before settlement, takes one by exception with a reason, and once the books are settled', async () => {
    const before = await count('mortgage_releases');
    const refused = await releaseCreate(c.warrant, { billId: bill.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('贷款尚未结清，不能发起解押；如需例外解押请填写原因');
    expect(await count('mortgage_releases')).toBe(before);

    // Settle the loan in the books: every receivable of the bill paid back.
    await settleInBooks(t.database, bill.id);
    const { id: releaseId } = await c.warrant.call(M.releaseCreate, { body: { billId: bill.id } });
    const flowVersion = (await c.warrant.call(M.releaseDetail, { params: { id: releaseId } })).flow!.version;
    expect((await c.mortgageApprover.call(M.releaseApprove, { params: { id: releaseId }, body: { flowVersion } })).status).toBe(3);
    const { version } = await c.warrant.call(M.releaseDetail, { params: { id: releaseId } });
    expect((await c.warrant.call(M.releaseDone, { params: { id: releaseId }, body: { version } })).status).toBe(4);
    // Released: 抵押管理 no longer shows the registration as 全部登记 (decision 0071).
    const all = (await c.warrant.call(M.registrationList, { query: { pageSize: 100 } })).list;
    expect(all.find((r) => r.id === registeredId)).toMatchObject({ released: true });
    expect((await c.warrant.call(M.registrationList, { query: { status: 4, pageSize: 100 } })).list.map((r) => r.id)).not.toContain(
      registeredId,
    );
    expect((await c.warrant.call(M.registrationDetail, { params: { id: registeredId } })).released).toBe(true);

    // Another bill, registered here and never lent on (the demo's registered loans may be settled
    // or have a release under way): only as an exception with its reason.
    const spare = (await c.warrant.call(M.options)).bills.find((b) => b.id !== bill.id);
    expect(spare).toBeDefined();
    await registerMortgage(t, { warrant: c.warrant.cookie, approver: c.mortgageApprover.cookie }, spare!.id);
    const other = { billId: spare!.id };
    const early = await releaseCreate(c.warrant, { billId: other.billId });
    expect(early.status, early.body.msg).toBe(400);
    const exception = await releaseCreate(c.warrant, { billId: other.billId, exceptionReason: '客户提前以自有资金结清，资金方同意' });
    expect(exception.status, exception.body.msg).toBe(200);
  });
});

import { ACCESS_API, AUDIT_API, type EndpointInput, GRANT_API, HOME_API, LOAN_VOUCHER_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from './bill-fixtures';
import { type Caller, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/**
 * Who: finance (role 21: next_loan_voucher, uploads; draws money); inLoan (role 42: next_loan_voucher,
 * first audit); financeHead (role 20: next_loan_voucher and loan_voucher_second_audit); admin (every
 * permission); sales (role 11: neither code, then next_loan_voucher granted below); salesSh (role 11,
 * Shanghai); riskStaff (role 31: neither code).
 */
type Who = 'finance' | 'inLoan' | 'financeHead' | 'admin' | 'sales' | 'salesSh';
const V = LOAN_VOUCHER_API.endpoints;

describe('loan vouchers (/paymentRecordManage loanVoucherApproveList)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let grantId = 0;
  let seq = 0;

  const list = (who: Who, which: 'list' | 'secondList' = 'list', body: EndpointInput<typeof V.list>['body'] = {}) =>
    c[who].call(V[which], { body: { pageSize: 100, ...body } });
  const detail = (who: Who, id: number) => c[who].call(V.detail, { params: { id } });
  const image = (who: Who) => uploadImage(c[who], 'slip.png');
  /** A new paid draw on the demo's partly granted loan: a payment without a voucher yet. */
  const paidDraw = async (amount = '100.00') => {
    await c.finance.call(GRANT_API.endpoints.draw, {
      params: { id: grantId },
      body: { amount, idempotencyKey: `lv-draw-${++seq}-${Date.now()}` },
    });
    const row = (await list('admin')).list.find((r) => r.status === 0 && r.amount === amount && r.loanId === grantId);
    return row!.drawId;
  };
  const upload = async (who: Who, id: number) => {
    const { version } = await detail('admin', id);
    return c[who].send(V.upload, { params: { id }, body: { version, imageIds: [await image(who)] } });
  };
  const audit = async (who: Who, id: number, level: 1 | 2, decision: 'approve' | 'reject', comment?: string) => {
    const { version } = await detail('admin', id);
    return c[who].send(level === 2 ? V.secondAudit : V.firstAudit, {
      params: { id },
      body: { version, decision, ...(comment ? { comment } : {}) },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await as(t, 'admin');
    // Role 11 gets next_loan_voucher before its users sign in.
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'next_loan_voucher'];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    c = await asEach(t, 'finance', 'inLoan', 'financeHead', 'admin', 'sales', 'salesSh');
    // A loan in the Beijing granter's scope (the demo has loans in other cities too).
    grantId = (await list('finance')).list.find((r) => r.status === 0)!.loanId;
  });
  afterAll(() => t.close());

  it('the demo fills both lists with several statuses, for the demo users who hold the codes', async () => {
    const first = await list('inLoan');
    expect(new Set(first.list.map((r) => r.status))).toEqual(new Set([0, 2, 3, 4]));
    expect(
      first.list
        .filter((r) => r.status === 3)
        .map((r) => r.level)
        .sort(),
    ).toEqual([1, 2]);
    const second = await list('financeHead', 'secondList');
    expect(new Set(second.list.map((r) => r.status))).toEqual(new Set([2, 3, 4]));
    expect(second.list.every((r) => r.level === 2)).toBe(true);
    expect((await list('inLoan', 'list', { status: 3, withTotal: 1 })).total).toBe(2);
    const badges = await c.inLoan.call(HOME_API.endpoints.badges);
    expect(badges['/paymentRecordManage/loanVoucherApproveList']).toBe(1);
  });

  it('a voucher is uploaded, passes the first audit and the second, by three people; each step audited', async () => {
    const id = await paidDraw('100.00');
    expect((await detail('finance', id)).status).toBe(0);
    const sent = await upload('finance', id);
    expect(sent.body).toMatchObject({ code: 200, msg: '放款凭证已提交，待一级审核', data: { status: 3, level: 1 } });
    const d = await detail('inLoan', id);
    expect(d.images).toHaveLength(1);
    // The image's URL as the detail gives it (no path written here), fetched raw as the page does.
    const { imageUrl } = d.images[0]!;
    expect((await t.call({ method: 'GET', url: imageUrl, cookie: c.inLoan.cookie })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${imageUrl}/key`, cookie: c.inLoan.cookie })).statusCode).toBe(200);

    expect((await audit('finance', id, 1, 'approve')).status).toBe(403); // their own upload
    expect((await c.inLoan.send(V.firstAudit, { params: { id }, body: { version: d.version - 1, decision: 'approve' } })).status).toBe(409);
    expect((await audit('inLoan', id, 2, 'approve')).status).toBe(403); // no second-audit code
    expect((await audit('inLoan', id, 1, 'approve')).reply).toMatchObject({ status: 3, level: 2 });
    expect((await list('financeHead', 'secondList')).list.find((r) => r.drawId === id)).toMatchObject({ status: 3, level: 2 });
    expect((await audit('financeHead', id, 1, 'approve')).status).toBe(409); // level 1 is done
    const second = await audit('financeHead', id, 2, 'approve');
    expect(second.body).toMatchObject({ code: 200, msg: '审核已提交', data: { status: 2, level: 2 } });
    expect((await audit('admin', id, 2, 'approve')).status).toBe(409);
    const done = await detail('finance', id);
    expect(done.firstByName).toContain('贷中');
    expect(done.secondByName).toContain('财务');

    const trail = await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'loan_voucher', pageSize: 100 } });
    const actions = (trail.list as { action: string; after: { drawId?: number } | null }[])
      .filter((e) => e.after?.drawId === id)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(['approve-1', 'approve-2', 'upload']);
  });

  it('the second audit by the person who gave the first is a 403', async () => {
    const id = await paidDraw('101.00');
    await upload('finance', id);
    await audit('financeHead', id, 1, 'approve');
    const same = await audit('financeHead', id, 2, 'approve');
    expect(same.status).toBe(403);
    expect(same.body.msg).toBe('同一人不能审批两级');
    expect((await detail('admin', id)).level).toBe(2);
    expect((await audit('admin', id, 2, 'approve')).reply!.status).toBe(2);
  });

  it('two concurrent first audits: one wins, the other gets a 409; two concurrent first uploads likewise', async () => {
    const id = await paidDraw('102.00');
    await upload('finance', id);
    const { version } = await detail('admin', id);
    const replies = await Promise.all(
      (['inLoan', 'financeHead'] as const).map((who) =>
        c[who].send(V.firstAudit, { params: { id }, body: { version, decision: 'approve' } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await detail('admin', id)).version).toBe(version + 1);

    const fresh = await paidDraw('103.00');
    const images = [await image('finance'), await image('finance')];
    const uploads = await Promise.all(
      images.map((imageId) => c.finance.send(V.upload, { params: { id: fresh }, body: { version: 0, imageIds: [imageId] } })),
    );
    expect(uploads.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await detail('admin', fresh)).images).toHaveLength(1);
  });

  it('a rejection needs a reason; new vouchers start again at level 1, at either level’s rejection', async () => {
    const id = await paidDraw('104.00');
    await upload('finance', id);
    expect((await audit('inLoan', id, 1, 'reject')).status).toBe(400);
    const rejected = await audit('inLoan', id, 1, 'reject', '凭证不清晰');
    expect(rejected.reply).toMatchObject({ status: 4, level: 1 });
    expect((await detail('finance', id)).decisionComment).toBe('凭证不清晰');
    expect((await audit('financeHead', id, 1, 'approve')).status).toBe(409);
    expect((await upload('finance', id)).reply).toMatchObject({ status: 3, level: 1 });
    await audit('inLoan', id, 1, 'approve');
    expect((await audit('financeHead', id, 2, 'reject', '回单缺少签章')).reply).toMatchObject({ status: 4, level: 2 });
    expect((await upload('finance', id)).reply).toMatchObject({ status: 3, level: 1 });
    const d = await detail('admin', id);
    expect(d).toMatchObject({ round: 3, firstByName: null, secondByName: null });
    expect(d.images.map((i) => i.round)).toEqual([3, 2, 1]);
  });

  it('refuses bad input with a 400 in Chinese and changes nothing', async () => {
    const id = await paidDraw('105.00');
    // Bodies the contract refuses on purpose, cast: the server must answer 400.
    const bad: object[] = [{ version: 0, imageIds: [] }, { version: 0, imageIds: ['not-a-uuid'] }, { imageIds: [await image('finance')] }];
    for (const body of bad) {
      const res = await c.finance.send(V.upload, { params: { id }, body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const foreign = await c.finance.send(V.upload, { params: { id }, body: { version: 0, imageIds: [await image('inLoan')] } });
    expect(foreign.status).toBe(400);
    expect((await c.inLoan.send(V.list, { body: { status: 9 } })).status).toBe(400);
    expect((await c.inLoan.send(V.firstAudit, { params: { id }, body: { version: 0, decision: 'maybe' } as never })).status).toBe(400);
    expect((await detail('admin', id)).status).toBe(0);
  });

  it('keeps to the data scope: another city sees none of it (404); callers without the codes get 403', async () => {
    const id = await paidDraw('106.00');
    expect((await list('salesSh')).list.find((r) => r.drawId === id)).toBeUndefined();
    expect((await c.salesSh.send(V.detail, { params: { id } })).status).toBe(404);
    expect((await upload('salesSh', id)).status).toBe(404);
    expect((await c.sales.send(V.list, { body: {} })).status).toBe(200); // granted above to role 11
    const risk = await as(t, 'riskStaff');
    expect((await risk.send(V.list, { body: {} })).status).toBe(403);
    expect((await c.inLoan.send(V.secondList, { body: {} })).status).toBe(403);
    expect((await risk.send(V.detail, { params: { id } })).status).toBe(404);
  });
});

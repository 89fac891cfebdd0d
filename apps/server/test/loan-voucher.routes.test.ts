import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from './bill-fixtures';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  granter: '13800000021', // role 21: next_loan_voucher (uploads), draws money
  inLoan: '13800000042', // role 42: next_loan_voucher (first audit)
  director: '13800000020', // role 20: next_loan_voucher and loan_voucher_second_audit
  admin: '13800000000', // every permission
  sales: '13800000011', // role 11: neither code
  shanghai: '13800000211', // role 11, Shanghai: next_loan_voucher granted below
} as const;
type Who = keyof typeof USERS;
type Row = { drawId: number; loanId: number; status: number; level: number | null; amount: string; version: number; round: number };
type Detail = Row & {
  firstByName: string | null;
  secondByName: string | null;
  decisionComment: string | null;
  images: { imageUrl: string; round: number }[];
};
const U = '/api/bill/v1/loan_voucher';

describe('loan vouchers (/paymentRecordManage loanVoucherApproveList)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let grantId = 0;
  let seq = 0;

  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const list = async (who: Who, path = 'audit/list', body: object = {}) => {
    const res = await post(who, `${U}/${path}`, { pageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Row[]; total: number };
  };
  const detail = async (who: Who, id: number) => {
    const res = await get(who, `${U}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Detail;
  };
  const image = async (who: Who) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/upload/v2/image',
      cookie: c[who],
      ...multipart({ field: 'upload_file', filename: 'slip.png', content: TINY_PNG, type: 'image/png' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }).id;
  };
  /** A new paid draw on the demo's partly granted loan: a payment without a voucher yet. */
  const paidDraw = async (amount = '100.00') => {
    const res = await post('granter', `/api/v1/grant/${grantId}/draws`, { amount, idempotencyKey: `lv-draw-${++seq}-${Date.now()}` });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await list('admin')).list.find((r) => r.status === 0 && r.amount === amount && r.loanId === grantId);
    return row!.drawId;
  };
  const upload = async (who: Who, id: number) => {
    const { version } = await detail('admin', id);
    return post(who, `${U}/${id}/upload`, { version, imageIds: [await image(who)] });
  };
  const audit = async (who: Who, id: number, level: 1 | 2, decision: 'approve' | 'reject', comment?: string) => {
    const { version } = await detail('admin', id);
    return post(who, `${U}/${id}/audit${level === 2 ? '/second' : ''}`, { version, decision, ...(comment ? { comment } : {}) });
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    const roles = (await get('admin', '/api/v1/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'next_loan_voucher'];
    expect((await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } })).statusCode).toBe(
      200,
    );
    c.shanghai = await t.login(USERS.shanghai);
    c.sales = await t.login(USERS.sales);
    // A loan in the Beijing granter's scope (the demo has loans in other cities too).
    grantId = (await list('granter')).list.find((r) => r.status === 0)!.loanId;
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
    const second = await list('director', 'audit/second/list');
    expect(new Set(second.list.map((r) => r.status))).toEqual(new Set([2, 3, 4]));
    expect(second.list.every((r) => r.level === 2)).toBe(true);
    expect((await list('inLoan', 'audit/list', { status: 3, withTotal: 1 })).total).toBe(2);
    const badges = (await get('inLoan', '/api/v1/home/badges')).json().data as Record<string, number>;
    expect(badges['/paymentRecordManage/loanVoucherApproveList']).toBe(1);
  });

  it('a voucher is uploaded, passes the first audit and the second, by three people; each step audited', async () => {
    const id = await paidDraw('100.00');
    expect((await detail('granter', id)).status).toBe(0);
    const sent = await upload('granter', id);
    expect(sent.json()).toMatchObject({ code: 200, msg: '放款凭证已提交，待一级审核', data: { status: 3, level: 1 } });
    const d = await detail('inLoan', id);
    expect(d.images).toHaveLength(1);
    expect((await get('inLoan', d.images[0]!.imageUrl)).statusCode).toBe(200);
    expect((await get('inLoan', `${d.images[0]!.imageUrl}/key`)).statusCode).toBe(200);

    expect((await audit('granter', id, 1, 'approve')).statusCode).toBe(403); // their own upload
    expect((await post('inLoan', `${U}/${id}/audit`, { version: d.version - 1, decision: 'approve' })).statusCode).toBe(409);
    expect((await audit('inLoan', id, 2, 'approve')).statusCode).toBe(403); // no second-audit code
    expect((await audit('inLoan', id, 1, 'approve')).json().data).toMatchObject({ status: 3, level: 2 });
    expect((await list('director', 'audit/second/list')).list.find((r) => r.drawId === id)).toMatchObject({ status: 3, level: 2 });
    expect((await audit('director', id, 1, 'approve')).statusCode).toBe(409); // level 1 is done
    const second = await audit('director', id, 2, 'approve');
    expect(second.json()).toMatchObject({ code: 200, msg: '审核已提交', data: { status: 2, level: 2 } });
    expect((await audit('admin', id, 2, 'approve')).statusCode).toBe(409);
    const done = await detail('granter', id);
    expect(done.firstByName).toContain('贷中');
    expect(done.secondByName).toContain('财务');

    const trail = await get('admin', '/api/v1/admin/audit?entity=loan_voucher&pageSize=100');
    const actions = (trail.json().data.list as { action: string; after: { drawId?: number } | null }[])
      .filter((e) => e.after?.drawId === id)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(['approve-1', 'approve-2', 'upload']);
  });

  it('the second audit by the person who gave the first is a 403', async () => {
    const id = await paidDraw('101.00');
    await upload('granter', id);
    await audit('director', id, 1, 'approve');
    const same = await audit('director', id, 2, 'approve');
    expect(same.statusCode).toBe(403);
    expect(same.json().msg).toBe('同一人不能审批两级');
    expect((await detail('admin', id)).level).toBe(2);
    expect((await audit('admin', id, 2, 'approve')).json().data.status).toBe(2);
  });

  it('two concurrent first audits: one wins, the other gets a 409; two concurrent first uploads likewise', async () => {
    const id = await paidDraw('102.00');
    await upload('granter', id);
    const { version } = await detail('admin', id);
    const replies = await Promise.all(
      (['inLoan', 'director'] as const).map((who) => post(who, `${U}/${id}/audit`, { version, decision: 'approve' })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail('admin', id)).version).toBe(version + 1);

    const fresh = await paidDraw('103.00');
    const images = [await image('granter'), await image('granter')];
    const uploads = await Promise.all(
      images.map((imageId) => post('granter', `${U}/${fresh}/upload`, { version: 0, imageIds: [imageId] })),
    );
    expect(uploads.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail('admin', fresh)).images).toHaveLength(1);
  });

  it('a rejection needs a reason; new vouchers start again at level 1, at either level’s rejection', async () => {
    const id = await paidDraw('104.00');
    await upload('granter', id);
    expect((await audit('inLoan', id, 1, 'reject')).statusCode).toBe(400);
    const rejected = await audit('inLoan', id, 1, 'reject', '凭证不清晰');
    expect(rejected.json().data).toMatchObject({ status: 4, level: 1 });
    expect((await detail('granter', id)).decisionComment).toBe('凭证不清晰');
    expect((await audit('director', id, 1, 'approve')).statusCode).toBe(409);
    expect((await upload('granter', id)).json().data).toMatchObject({ status: 3, level: 1 });
    await audit('inLoan', id, 1, 'approve');
    expect((await audit('director', id, 2, 'reject', '回单缺少签章')).json().data).toMatchObject({ status: 4, level: 2 });
    expect((await upload('granter', id)).json().data).toMatchObject({ status: 3, level: 1 });
    const d = await detail('admin', id);
    expect(d).toMatchObject({ round: 3, firstByName: null, secondByName: null });
    expect(d.images.map((i) => i.round)).toEqual([3, 2, 1]);
  });

  it('refuses bad input with a 400 in Chinese and changes nothing', async () => {
    const id = await paidDraw('105.00');
    const bad: object[] = [{ version: 0, imageIds: [] }, { version: 0, imageIds: ['not-a-uuid'] }, { imageIds: [await image('granter')] }];
    for (const body of bad) {
      const res = await post('granter', `${U}/${id}/upload`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const foreign = await post('granter', `${U}/${id}/upload`, { version: 0, imageIds: [await image('inLoan')] });
    expect(foreign.statusCode).toBe(400);
    expect((await post('inLoan', `${U}/audit/list`, { status: 9 })).statusCode).toBe(400);
    expect((await post('inLoan', `${U}/${id}/audit`, { version: 0, decision: 'maybe' })).statusCode).toBe(400);
    expect((await detail('admin', id)).status).toBe(0);
  });

  it('keeps to the data scope: another city sees none of it (404); callers without the codes get 403', async () => {
    const id = await paidDraw('106.00');
    expect((await list('shanghai')).list.find((r) => r.drawId === id)).toBeUndefined();
    expect((await get('shanghai', `${U}/${id}`)).statusCode).toBe(404);
    expect((await upload('shanghai', id)).statusCode).toBe(404);
    expect((await post('sales', `${U}/audit/list`, {})).statusCode).toBe(200); // granted above to role 11
    const risk = await t.login('13800000031');
    expect((await t.call({ method: 'POST', url: `${U}/audit/list`, cookie: risk, payload: {} })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `${U}/audit/second/list`, cookie: c.inLoan, payload: {} })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${U}/${id}`, cookie: risk })).statusCode).toBe(404);
  });
});

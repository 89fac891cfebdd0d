import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from './bill-fixtures';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  admin: '13800000000', // every permission
  clerk: '13800000042', // role 42: payment_record_list; granted payment_record_approve below
  office: '13800000051', // role 51: payment_record_list and payment_record_approve
  sales: '13800000011', // role 11: payment_confirm_salesman; granted payment_confirm below
  finance: '13800000021', // role 21: payment_confirm
} as const;
type Who = keyof typeof USERS;
const OWN = '不能审批自己发起的申请';
const TWICE = '同一人不能审批两级';

/** Issue 28 finding 3 and the maker-checker rule (decision 0062): no one approves what they made, or two levels of it. */
describe('maker-checker: the maker never approves, nor one person two levels', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let seq = 0;
  const key = () => `mc-${Date.now()}-${++seq}`;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const refused = (res: { statusCode: number; json: () => { msg: string } }, msg: string) =>
    expect([res.statusCode, res.json().msg]).toEqual([403, msg]);
  const upload = async (who: Who) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/upload/v2/image',
      cookie: c[who],
      ...multipart({ field: 'upload_file', filename: 'voucher.png', content: TINY_PNG, type: 'image/png' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }).id;
  };
  const grant = async (roleId: number, code: string) => {
    const roles = (await get('admin', '/api/v1/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === roleId)!.codes, code];
    const res = await t.call({ method: 'PUT', url: `/api/v1/admin/roles/${roleId}/grants`, cookie: c.admin, payload: { codes } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    c.admin = await t.login(USERS.admin);
    await grant(42, 'payment_record_approve');
    await grant(11, 'payment_confirm');
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
  }, 180_000);
  afterAll(() => t.close());

  describe('payment records (finding 3)', () => {
    const P = '/api/v1/payment-record';
    const version = async (id: number) => ((await get('admin', `${P}/${id}`)).json().data as { version: number }).version;
    const sent = async (maker: Who) => {
      const bill = ((await get(maker, `${P}/bills`)).json().data.list as { id: number }[])[0]!;
      const made = await post(maker, P, { billId: bill.id, payee: '北京市方正公证处', amount: '5000.00', kind: 1, idempotencyKey: key() });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const up = await post(maker, `${P}/${id}/vouchers`, { version: await version(id), imageIds: [await upload(maker)] });
      expect(up.statusCode, up.body).toBe(200);
      return id;
    };
    const approve = async (who: Who, id: number) => post(who, `${P}/${id}/approve`, { version: await version(id) });

    it('the creator of a record approves it at neither level, nor rejects it; nothing moves', async () => {
      const id = await sent('clerk');
      refused(await approve('clerk', id), OWN);
      refused(await post('clerk', `${P}/${id}/reject`, { version: await version(id), comment: '自审' }), OWN);
      expect((await approve('office', id)).statusCode).toBe(200);
      refused(await approve('clerk', id), OWN);
      const row = (await get('admin', `${P}/${id}`)).json().data as { status: number; level: number; posting: unknown };
      expect([row.status, row.level, row.posting]).toEqual([3, 2, null]);
      expect((await approve('admin', id)).statusCode).toBe(200);
    });

    it('the level-1 approver does not decide level 2', async () => {
      const id = await sent('clerk');
      expect((await approve('office', id)).statusCode).toBe(200);
      refused(await approve('office', id), TWICE);
      refused(await post('office', `${P}/${id}/reject`, { version: await version(id), comment: '再审' }), TWICE);
    });
  });

  describe('borrow payments (finding 3)', () => {
    const B = '/api/v1/borrow';
    it('the salesperson who reported a payment cannot confirm or reject it; finance can', async () => {
      const grantId = (await get('sales', `${B}/salesman/loans`)).json().data.list[0].id as number;
      const made = await post('sales', `${B}/salesman/payments`, {
        grantId,
        amount: '5000.00',
        payType: 2,
        paidOn: '2026-02-01',
        imageIds: [await upload('sales')],
        idempotencyKey: key(),
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const row = async () =>
        ((await get('finance', `${B}/payments?pageSize=100`)).json().data.list as { id: number; status: number; version: number }[]).find(
          (p) => p.id === id,
        )!;
      const { version } = await row();
      refused(await post('sales', `${B}/payments/${id}/confirm`, { version }), OWN);
      refused(await post('sales', `${B}/payments/${id}/reject`, { version, comment: '自审' }), OWN);
      expect((await row()).status).toBe(3);
      const ok = await post('finance', `${B}/payments/${id}/confirm`, { version });
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });
});

import { PLAIN_VIEW_LIMIT } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './helpers/manual-clock';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const SALES = '13800000011';
const RISK = '13800000031'; // role 31: area scope, Beijing
const OPS = '13800002001'; // role 2001: staff management, every area
const SHANGHAI_SALES = '13800000211';

type AuditEntry = { actorName: string; entity: string; entityId: string; action: string; after: unknown; at: string };

describe('desensitised-data viewer', () => {
  let t: TestApp;
  let admin: string;
  const clock = new ManualClock(new Date('2026-03-02T02:00:00Z'));
  const staffIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await t.login(ADMIN);
    const staff = (await t.call({ method: 'GET', url: '/api/v1/admin/staff?pageSize=100', cookie: admin })).json().data.list as {
      id: number;
      mobile: string;
    }[];
    for (const s of staff) staffIds.set(s.mobile, s.id);
  });
  afterAll(() => t.close());

  const idOf = (mobile: string) => String(staffIds.get(mobile));
  const reveal = (cookie: string, id: string, field: string, entity = 'staff') =>
    t.call({ method: 'GET', url: `/api/view/encrypt_record?entity=${entity}&id=${id}&field=${field}`, cookie });
  const masked = (cookie: string, id: string, entity = 'staff') =>
    t.call({ method: 'GET', url: `/api/view/encrypt_fields?entity=${entity}&id=${id}`, cookie });
  const views = async () =>
    (await t.call({ method: 'GET', url: '/api/v1/admin/audit?action=view_plain&pageSize=100', cookie: admin })).json().data
      .list as AuditEntry[];

  it('shows the masked values of a record’s registered fields, without auditing', async () => {
    const before = (await views()).length;
    const res = await masked(admin, idOf(ADMIN));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      data: [
        { field: 'mobile', encryptField: '138****0000' },
        { field: 'email', encryptField: 'd***@example.com' },
      ],
    });
    expect(res.body).not.toContain('13800000000');
    expect(await views()).toHaveLength(before);
  });

  it('reveals one plain value at data.data and audits who, whose record, which field and when', async () => {
    const res = await reveal(admin, idOf(SALES), 'mobile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { field: 'mobile', data: SALES, mobile: SALES } });
    const email = await reveal(admin, idOf(SALES), 'email');
    expect(email.json().data).toEqual({ field: 'email', data: 'demo0011@example.com' });

    const [emailView, mobileView] = await views();
    expect(mobileView).toMatchObject({
      actorName: '系统管理员',
      entity: 'staff',
      entityId: idOf(SALES),
      action: 'view_plain',
      after: { field: 'mobile' },
    });
    expect(emailView).toMatchObject({ entityId: idOf(SALES), after: { field: 'email' } });
    expect(Date.parse(mobileView!.at)).not.toBeNaN();
    // The audit trail says that a value was seen, never the value.
    expect(JSON.stringify([emailView, mobileView])).not.toContain(SALES);
    expect(JSON.stringify([emailView, mobileView])).not.toContain('demo0011@');
  });

  it('takes the spec’s parameter names (businessType, businessId, moduleName, billId) and answers data.mobile', async () => {
    const url = `/api/view/encrypt_record?billId=0&businessId=${idOf(SALES)}&businessType=staff&moduleName=mobile`;
    const res = await t.call({ method: 'GET', url, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mobile).toBe(SALES);
    const missing = await t.call({ method: 'GET', url: `/api/view/encrypt_record?businessType=staff&moduleName=mobile`, cookie: admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('businessId');
  });

  it('refuses unknown fields and entities and users without the permission, revealing and auditing nothing', async () => {
    const before = (await views()).length;
    const field = await reveal(admin, idOf(SALES), 'passwordHash');
    expect(field.statusCode).toBe(400);
    expect(field.json().msg).toBe('该字段不支持查看明文');
    expect((await reveal(admin, idOf(SALES), 'realName')).statusCode).toBe(400);
    const entity = await reveal(admin, '1', 'mobile', 'noSuchEntity');
    expect(entity.statusCode).toBe(404);
    const sales = await t.login(SALES);
    const denied = await reveal(sales, idOf(SALES), 'mobile');
    expect(denied.statusCode).toBe(403);
    expect((await masked(sales, idOf(SALES))).statusCode).toBe(403);
    expect(denied.body).not.toContain(SALES);
    const anonymous = await reveal('', idOf(SALES), 'mobile');
    expect(anonymous.statusCode).toBe(401);
    expect(await views()).toHaveLength(before);
  });

  it('keeps to the data scope: a record outside it, or no record at all, is a 404 with nothing revealed', async () => {
    const roles = (await t.call({ method: 'GET', url: '/api/v1/admin/roles', cookie: admin })).json().data.roles as {
      id: number;
      codes: string[];
    }[];
    const risk = roles.find((r) => r.id === 31)!;
    await t.call({
      method: 'PUT',
      url: '/api/v1/admin/roles/31/grants',
      cookie: admin,
      payload: { codes: [...risk.codes, 'system_setting_manage', 'sys_user_manage'] },
    });
    const riskCookie = await t.login(RISK);
    const before = (await views()).length;

    const inside = await reveal(riskCookie, idOf(SALES), 'mobile');
    expect(inside.json().data.data).toBe(SALES);

    for (const id of [idOf(SHANGHAI_SALES), '999999', 'abc', '99999999999']) {
      const res = await reveal(riskCookie, id, 'mobile');
      expect(res.statusCode, id).toBe(404);
      expect(res.json().msg).toBe('记录不存在或不在您的数据范围内');
      expect(res.body).not.toContain(SHANGHAI_SALES);
    }
    const outsideMasked = await masked(riskCookie, idOf(SHANGHAI_SALES));
    expect(outsideMasked.statusCode).toBe(404);
    expect(outsideMasked.body).not.toContain('0211');

    const added = (await views()).slice(0, (await views()).length - before);
    expect(added.map((v) => v.entityId)).toEqual([idOf(SALES)]);
  });

  it(`limits plain views to ${PLAIN_VIEW_LIMIT.views} per user in ${PLAIN_VIEW_LIMIT.windowSeconds / 60} minutes (429), then allows again`, async () => {
    const ops = await t.login(OPS);
    const target = idOf(SALES);
    for (let i = 0; i < PLAIN_VIEW_LIMIT.views; i += 1) {
      const res = await reveal(ops, target, i % 2 ? 'email' : 'mobile');
      expect(res.statusCode, `view ${i + 1}`).toBe(200);
    }
    const before = (await views()).length;
    const limited = await reveal(ops, target, 'mobile');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 429,
      msg: '查看明文过于频繁：每10分钟最多30次，请10分钟后再试',
      data: { retryAfterSeconds: 600 },
    });
    const english = await t.call({
      method: 'GET',
      url: `/api/view/encrypt_record?entity=staff&id=${target}&field=mobile`,
      cookie: ops,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe('Too many plain-text views: at most 30 every 10 minutes, try again in 10 minutes');
    expect(limited.body).not.toContain(SALES);
    expect(await views()).toHaveLength(before);
    // Another user is not affected by this user's count.
    expect((await reveal(admin, target, 'mobile')).statusCode).toBe(200);

    clock.advance(PLAIN_VIEW_LIMIT.windowSeconds);
    const again = await reveal(ops, target, 'mobile');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.data).toBe(SALES);
  });
});

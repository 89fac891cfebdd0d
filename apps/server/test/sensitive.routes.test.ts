import { ACCESS_API, AUDIT_API, PLAIN_VIEW_LIMIT, SENSITIVE_API, STAFF_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, anonymous, as } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { ManualClock } from './helpers/manual-clock';
import { type TestApp, createTestApp } from './helpers/test-app';

const S = SENSITIVE_API.endpoints;
const ADMIN = demoMobile('admin');
const SALES = demoMobile('sales');
const SHANGHAI_SALES = demoMobile('salesSh');

describe('desensitised-data viewer', () => {
  let t: TestApp;
  let admin: Caller;
  const clock = new ManualClock(new Date('2026-03-02T02:00:00Z'));
  const staffIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await as(t, 'admin');
    const staff = (await admin.call(STAFF_API.endpoints.list, { query: { pageSize: 100 } })).list;
    for (const s of staff) staffIds.set(s.mobile, s.id);
  });
  afterAll(() => t.close());

  const idOf = (mobile: string) => String(staffIds.get(mobile));
  const reveal = (who: Caller, id: string, field: string, entity = 'staff', headers?: Record<string, string>) =>
    who.send(S.reveal, { query: { entity, id, field } }, headers ? { headers } : {});
  const masked = (who: Caller, id: string, entity = 'staff') => who.send(S.maskedFields, { query: { entity, id } });
  const views = async () => (await admin.call(AUDIT_API.endpoints.list, { query: { action: 'view_plain', pageSize: 100 } })).list;

  it('shows the masked values of a record’s registered fields, without auditing', async () => {
    const before = (await views()).length;
    const res = await masked(admin, idOf(ADMIN));
    expect(res.status).toBe(200);
    expect(res.reply).toEqual({
      data: [
        { field: 'mobile', encryptField: '138****0000' },
        { field: 'email', encryptField: 'd***@example.com' },
      ],
    });
    expect(res.res.body).not.toContain(ADMIN);
    expect(await views()).toHaveLength(before);
  });

  it('reveals one plain value at data.data and audits who, whose record, which field and when', async () => {
    const res = await reveal(admin, idOf(SALES), 'mobile');
    expect(res.status).toBe(200);
    expect(res.res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ code: 200, msg: 'success', data: { field: 'mobile', data: SALES, mobile: SALES } });
    const email = await reveal(admin, idOf(SALES), 'email');
    expect(email.reply).toEqual({ field: 'email', data: 'demo0011@example.com' });

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
    const res = await admin.send(S.reveal, {
      query: { billId: '0', businessId: idOf(SALES), businessType: 'staff', moduleName: 'mobile' },
    });
    expect(res.status).toBe(200);
    expect(res.reply?.mobile).toBe(SALES);
    const missing = await admin.send(S.reveal, { query: { businessType: 'staff', moduleName: 'mobile' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('businessId');
  });

  it('refuses unknown fields and entities and users without the permission, revealing and auditing nothing', async () => {
    const before = (await views()).length;
    const field = await reveal(admin, idOf(SALES), 'passwordHash');
    expect(field.status).toBe(400);
    expect(field.body.msg).toBe('该字段不支持查看明文');
    expect((await reveal(admin, idOf(SALES), 'realName')).status).toBe(400);
    const entity = await reveal(admin, '1', 'mobile', 'noSuchEntity');
    expect(entity.status).toBe(404);
    const sales = await as(t, 'sales');
    const denied = await reveal(sales, idOf(SALES), 'mobile');
    expect(denied.status).toBe(403);
    expect((await masked(sales, idOf(SALES))).status).toBe(403);
    expect(denied.res.body).not.toContain(SALES);
    const nobody = await reveal(anonymous(t), idOf(SALES), 'mobile');
    expect(nobody.status).toBe(401);
    expect(await views()).toHaveLength(before);
  });

  it('keeps to the data scope: a record outside it, or no record at all, is a 404 with nothing revealed', async () => {
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const risk = roles.find((r) => r.id === 31)!;
    await admin.call(ACCESS_API.endpoints.setRoleGrants, {
      params: { roleId: 31 },
      body: { codes: [...risk.codes, 'system_setting_manage', 'sys_user_manage'] },
    });
    // riskStaff (31): area scope, Beijing; signed in after the grant.
    const riskStaff = await as(t, 'riskStaff');
    const before = (await views()).length;

    const inside = await reveal(riskStaff, idOf(SALES), 'mobile');
    expect(inside.reply?.data).toBe(SALES);

    for (const id of [idOf(SHANGHAI_SALES), '999999', 'abc', '99999999999']) {
      const res = await reveal(riskStaff, id, 'mobile');
      expect(res.status, id).toBe(404);
      expect(res.body.msg).toBe('记录不存在或不在您的数据范围内');
      expect(res.res.body).not.toContain(SHANGHAI_SALES);
    }
    const outsideMasked = await masked(riskStaff, idOf(SHANGHAI_SALES));
    expect(outsideMasked.status).toBe(404);
    expect(outsideMasked.res.body).not.toContain(SHANGHAI_SALES.slice(-4));

    const added = (await views()).slice(0, (await views()).length - before);
    expect(added.map((v) => v.entityId)).toEqual([idOf(SALES)]);
  });

  it(`limits plain views to ${PLAIN_VIEW_LIMIT.views} per user in ${PLAIN_VIEW_LIMIT.windowSeconds / 60} minutes (429), then allows again`, async () => {
    const ops = await as(t, 'opsAdmin'); // role 2001: staff management, every area
    const target = idOf(SALES);
    for (let i = 0; i < PLAIN_VIEW_LIMIT.views; i += 1) {
      const res = await reveal(ops, target, i % 2 ? 'email' : 'mobile');
      expect(res.status, `view ${i + 1}`).toBe(200);
    }
    const before = (await views()).length;
    const limited = await reveal(ops, target, 'mobile');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 429,
      msg: '查看明文过于频繁：每10分钟最多30次，请10分钟后再试',
      data: { retryAfterSeconds: 600 },
    });
    const english = await reveal(ops, target, 'mobile', 'staff', { 'accept-language': 'en' });
    expect(english.body.msg).toBe('Too many plain-text views: at most 30 every 10 minutes, try again in 10 minutes');
    expect(limited.res.body).not.toContain(SALES);
    expect(await views()).toHaveLength(before);
    // Another user is not affected by this user's count.
    expect((await reveal(admin, target, 'mobile')).status).toBe(200);

    clock.advance(PLAIN_VIEW_LIMIT.windowSeconds);
    const again = await reveal(ops, target, 'mobile');
    expect(again.status).toBe(200);
    expect(again.reply?.data).toBe(SALES);
  });
});

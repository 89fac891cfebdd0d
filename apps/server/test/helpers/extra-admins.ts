import { STAFF_API } from '@lc/shared';
import { callerOf } from './as-user';
import type { TestApp } from './test-app';

/**
 * Signed-in administrators beside the demo's one, each a different person: one person may not
 * approve two levels of one request (decision 0062), so a test that walks a whole chain with
 * every permission needs as many admins as the chain has levels. Made through the staff routes.
 */
export async function extraAdmins(t: TestApp, adminCookie: string, count: number, mobilePrefix = '1370009'): Promise<string[]> {
  const cookies: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const mobile = `${mobilePrefix}${String(k).padStart(11 - mobilePrefix.length, '0')}`;
    const res = await callerOf(t, adminCookie).send(STAFF_API.endpoints.create, {
      body: { realName: `管理员${k + 2}`, mobile, areaCode: 'ALL', roleIds: [1], groupIds: [], password: 'Start2026a' },
    });
    // Made on the first call; a later call (sessions idled out) signs the same people in again.
    const cookie = await t.login(mobile, 'Start2026a').catch(() => null);
    if (!cookie) throw new Error(`admin ${mobile} not made: ${res.status} ${res.body.msg}`);
    cookies.push(cookie);
  }
  return cookies;
}

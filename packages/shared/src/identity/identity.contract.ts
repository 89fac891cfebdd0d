import { z } from 'zod';
import { PUBLIC, SIGNED_IN, contract, endpoint } from '../api/contract';
import { SESSION_PATHS } from '../api/session-start';
import { changePasswordBody, loginBody, sessionInfo, userInfo } from './identity.schema';
import { orgFilterPermission, orgTreeArea, salesListQuery, salesPerson } from './org-filter.schema';

const own = { permission: SIGNED_IN, dataScope: 'own' } as const;
/** Any signed-in user may ask; the answer is scoped by the permission asked about. */
const scopedFilter = { permission: SIGNED_IN, dataScope: 'scoped' } as const;

/**
 * Signing in, the session, the current user, one's own password (spec 000 §3, §7, auth domain),
 * and the organisation filters (spec 001 §7: 000 §7 lists areaGroups among the user calls).
 */
export const IDENTITY_API = contract('identity', {
  login: endpoint({
    method: 'POST',
    domain: 'auth',
    path: '/v1/userInfo/login',
    access: { permission: PUBLIC, dataScope: 'own' },
    body: loginBody,
    reply: userInfo,
    done: { 'zh-CN': '登录成功', 'en-US': 'Signed in' },
  }),
  userInfo: endpoint({ method: 'GET', domain: 'auth', path: SESSION_PATHS.userInfo, access: own, reply: userInfo }),
  logout: endpoint({
    method: 'GET',
    domain: 'auth',
    path: '/v1/userInfo/logout',
    access: own,
    done: { 'zh-CN': '已退出登录', 'en-US': 'Signed out' },
  }),
  refresh: endpoint({ method: 'GET', domain: 'auth', path: '/user_handle/v3/refresh', access: own, reply: sessionInfo }),
  changePassword: endpoint({
    method: 'POST',
    domain: 'auth',
    path: '/v1/userInfo/password',
    access: own,
    body: changePasswordBody,
    done: { 'zh-CN': '密码已修改', 'en-US': 'Password changed' },
  }),
  areaGroups: endpoint({
    method: 'GET',
    domain: 'auth',
    path: '/userInfo/v2/areaGroups/:permission',
    access: scopedFilter,
    params: z.object({ permission: orgFilterPermission }),
    reply: z.array(orgTreeArea),
  }),
  salesList: endpoint({
    method: 'GET',
    domain: 'auth',
    path: '/userInfo/v2/getSalesList',
    access: scopedFilter,
    query: salesListQuery,
    reply: z.array(salesPerson),
  }),
});

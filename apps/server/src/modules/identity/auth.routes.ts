import { GROUPS, type GroupId, type UserInfo, changePasswordBody, envelope, loginBody, sessionInfo, userInfo } from '@lc/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ok } from '../../lib/reply';
import { PUBLIC, SIGNED_IN, access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { AuthService } from './auth.service';
import type { SessionUser } from './session-user';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from './session-token';

export const toUserInfo = (user: SessionUser): UserInfo => ({
  id: user.id,
  userName: user.userName,
  realName: user.realName,
  mobile: user.mobile,
  userId: user.userId,
  areaCode: user.areaCode,
  roles: user.roles.map((r) => ({ id: r.id, name: r.name })),
  departments: user.groupIds.map((groupId) => ({ groupId, groupName: GROUPS[groupId as GroupId]?.['zh-CN'] ?? String(groupId) })),
  permissions: [...user.permissions].sort(),
});

/** Auth domain (/api/auth): sign-in, user info, refresh, sign-out, own password. */
export async function authRoutes(app: FastifyInstance, { authService, config }: { authService: AuthService; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieBase = { path: '/', sameSite: 'strict' as const, secure: config.cookieSecure, maxAge: config.sessionMaxSeconds };
  const setSessionCookies = (reply: FastifyReply, token: string) =>
    reply
      .setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true })
      .setCookie(SIGNED_IN_COOKIE, '1', { ...cookieBase, httpOnly: false });
  const clearSessionCookies = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(SIGNED_IN_COOKIE, { path: '/' });

  r.post('/v1/userInfo/login', {
    config: { ...access(PUBLIC, 'own') },
    schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(userInfo) } },
    handler: async (request, reply) => {
      const { token } = await authService.login({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 256) ?? null,
        actor: actorOf(request),
      });
      const user = await authService.authenticate(token);
      setSessionCookies(reply, token);
      return ok(toUserInfo(user), '登录成功');
    },
  });

  r.get('/v1/userInfo/get', {
    config: access(SIGNED_IN, 'own'),
    schema: { tags: ['auth'], response: { 200: envelope(userInfo) } },
    handler: async (request) => ok(toUserInfo(currentUser(request))),
  });

  r.get('/v1/userInfo/logout', {
    config: access(SIGNED_IN, 'own'),
    schema: { tags: ['auth'], response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      await authService.logout(currentUser(request), actorOf(request));
      clearSessionCookies(reply);
      return ok(null, '已退出登录');
    },
  });

  r.get('/user_handle/v3/refresh', {
    config: access(SIGNED_IN, 'own'),
    schema: { tags: ['auth'], response: { 200: envelope(sessionInfo) } },
    handler: async (request, reply) => {
      const { token, expiresAt } = await authService.refresh(currentUser(request), request.headers['user-agent']?.slice(0, 256) ?? null);
      setSessionCookies(reply, token);
      return ok({ expiresAt: expiresAt.toISOString(), idleTimeoutSeconds: config.sessionIdleSeconds });
    },
  });

  r.post('/v1/userInfo/password', {
    config: access(SIGNED_IN, 'own'),
    schema: { tags: ['auth'], body: changePasswordBody, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await authService.changePassword(currentUser(request), request.body, actorOf(request));
      return ok(null, '密码已修改');
    },
  });
}

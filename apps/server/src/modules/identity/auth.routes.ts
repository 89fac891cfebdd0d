import { GROUPS, type GroupId, IDENTITY_API, type UserInfo } from '@lc/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { deepFreeze } from '../../lib/compiled-json';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { AuthService } from './auth.service';
import type { OrgFilterService } from './org-filter.service';
import type { SessionUser } from '../../core/session-user';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from './session-token.adapter';

const userInfoFor = (user: SessionUser): UserInfo => ({
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

/**
 * Made once per session user: the session cache keeps that object until the user, roles or session
 * change (issue 31). Frozen, so the reply writer writes its JSON once too (lib/compiled-json.ts).
 */
const userInfos = new WeakMap<SessionUser, UserInfo>();
export const toUserInfo = (user: SessionUser): UserInfo => {
  let info = userInfos.get(user);
  if (!info) userInfos.set(user, (info = deepFreeze(userInfoFor(user))));
  return info;
};

type IdentityRouteDeps = { authService: AuthService; orgFilterService: OrgFilterService; config: Config };

/**
 * The identity contract (auth domain): sign-in, user info, refresh, sign-out, own password, and the
 * organisation filters. Sign-in's rate limit and 423 lock live in the service, CSRF in the security
 * plugin (every write); the handlers here set and clear the session cookies.
 */
export async function identityRoutes(app: FastifyInstance, { authService, orgFilterService, config }: IdentityRouteDeps) {
  const cookieBase = { path: '/', sameSite: 'strict' as const, secure: config.cookieSecure, maxAge: config.sessionMaxSeconds };
  const setSessionCookies = (reply: FastifyReply, token: string) =>
    reply
      .setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true })
      .setCookie(SIGNED_IN_COOKIE, '1', { ...cookieBase, httpOnly: false });
  const clearSessionCookies = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  const userAgentOf = (ctx: { request: { headers: { 'user-agent'?: string } } }) =>
    ctx.request.headers['user-agent']?.slice(0, 256) ?? null;

  serveContract(app, IDENTITY_API, {
    login: async (ctx) => {
      const { token } = await authService.login({
        ...ctx.body,
        ip: ctx.request.ip,
        userAgent: userAgentOf(ctx),
        actor: actorOf(ctx.request),
      });
      const user = await authService.authenticate(token);
      setSessionCookies(ctx.reply, token);
      return toUserInfo(user);
    },
    userInfo: async ({ user }) => toUserInfo(user),
    logout: async ({ user, request, reply }) => {
      await authService.logout(user, actorOf(request));
      clearSessionCookies(reply);
      return null;
    },
    refresh: async (ctx) => {
      const { token, expiresAt } = await authService.refresh(ctx.user, userAgentOf(ctx));
      setSessionCookies(ctx.reply, token);
      return { expiresAt: expiresAt.toISOString(), idleTimeoutSeconds: config.sessionIdleSeconds };
    },
    changePassword: async ({ user, body, request }) => {
      await authService.changePassword(user, body, actorOf(request));
      return null;
    },
    areaGroups: ({ user, params }) => orgFilterService.areaGroups(user, params.permission),
    salesList: ({ user, query }) => orgFilterService.salesList(user, query),
  });
}

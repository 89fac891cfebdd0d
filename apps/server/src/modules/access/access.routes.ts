import { envelope, id, menuAuthBody, menuAuthReply, menuEntry, roleGrantBody, roleGrantRow } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { AccessService } from './access.service';

/** Auth domain (/api/auth): menus and page-component permissions. */
export async function accessAuthRoutes(app: FastifyInstance, { accessService }: { accessService: AccessService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/userInfo/appMenus/:appId', {
    config: access(SIGNED_IN, 'none'),
    schema: { tags: ['auth'], params: z.object({ appId: z.string().max(32) }), response: { 200: envelope(z.array(menuEntry)) } },
    handler: async (request) => ok(await accessService.menusFor(currentUser(request))),
  });

  r.post('/v1/userAuth/userGetMenuAuth', {
    config: access(SIGNED_IN, 'none'),
    schema: { tags: ['auth'], body: menuAuthBody, response: { 200: envelope(menuAuthReply) } },
    handler: async (request) => ok(await accessService.pageComponentsFor(currentUser(request), request.body.menuCode)),
  });
}

/** Default domain (/api): role → permission grants, under system settings. */
export async function accessAdminRoutes(app: FastifyInstance, { accessService }: { accessService: AccessService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/admin/roles', {
    config: access('sys_role_grant', 'none'),
    schema: { tags: ['admin'], response: { 200: envelope(z.object({ roles: z.array(roleGrantRow), codes: z.array(z.string()) })) } },
    handler: async () => {
      const [roles, codes] = await Promise.all([accessService.listRoleGrants(), accessService.grantableCodes()]);
      return ok({ roles, codes });
    },
  });

  r.put('/v1/admin/roles/:roleId/grants', {
    config: access('sys_role_grant', 'none'),
    schema: {
      tags: ['admin'],
      params: z.object({ roleId: id }),
      body: roleGrantBody,
      response: { 200: envelope(z.array(z.string())) },
    },
    handler: async (request) =>
      ok(await accessService.setRoleGrants(currentUser(request), request.params.roleId, request.body.codes, actorOf(request))),
  });
}

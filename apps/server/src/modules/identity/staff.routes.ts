import {
  envelope,
  grantOptions,
  idParams,
  listReply,
  resetPasswordBody,
  staffCreateBody,
  staffListQuery,
  staffRow,
  staffUpdateBody,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { StaffService } from './staff.service';

/** Staff administration under 系统设置 › 员工管理. */
export async function staffRoutes(app: FastifyInstance, { staffService }: { staffService: StaffService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/admin/staff', {
    config: access('sys_user_manage', 'scoped'),
    schema: { tags: ['admin'], querystring: staffListQuery, response: { 200: envelope(listReply(staffRow)) } },
    handler: async (request) => ok(await staffService.list(currentUser(request), request.query)),
  });

  r.post('/v1/admin/staff', {
    config: access('sys_user_manage:create', 'none'),
    schema: { tags: ['admin'], body: staffCreateBody, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    handler: async (request) => ok({ id: await staffService.create(currentUser(request), request.body, actorOf(request)) }, '已新增员工'),
  });

  r.get('/v1/admin/staff/grant-options', {
    config: access('sys_user_manage', 'none'),
    schema: { tags: ['admin'], response: { 200: envelope(grantOptions) } },
    handler: async (request) => ok(await staffService.grantOptions(currentUser(request))),
  });

  r.put('/v1/admin/staff/:id', {
    config: access('sys_user_manage:edit', 'scoped'),
    schema: { tags: ['admin'], params: idParams, body: staffUpdateBody, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await staffService.update(currentUser(request), request.params.id, request.body, actorOf(request));
      return ok(null, '已保存');
    },
  });

  r.post('/v1/admin/staff/:id/password', {
    config: access('sys_user_manage:reset_password', 'scoped'),
    schema: { tags: ['admin'], params: idParams, body: resetPasswordBody, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await staffService.resetPassword(currentUser(request), request.params.id, request.body.password, actorOf(request));
      return ok(null, '密码已重置');
    },
  });
}

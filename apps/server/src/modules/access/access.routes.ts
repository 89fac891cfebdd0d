import { ACCESS_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { AccessService } from './access.service';

/** The access contract: menus and page-component permissions (auth domain), role grants (system settings). */
export async function accessRoutes(app: FastifyInstance, { accessService }: { accessService: AccessService }) {
  serveContract(app, ACCESS_API, {
    menus: ({ user }) => accessService.menusFor(user),
    pageComponents: ({ user, body }) => accessService.pageComponentsFor(user, body.menuCode),
    roles: async () => {
      const [roles, codes] = await Promise.all([accessService.listRoleGrants(), accessService.grantableCodes()]);
      return { roles, codes };
    },
    setRoleGrants: ({ user, params, body, request }) => accessService.setRoleGrants(user, params.roleId, body.codes, actorOf(request)),
  });
}

import { envelope, orgFilterPermission, orgTreeArea, salesListQuery, salesPerson } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access, currentUser } from '../../plugins/access';
import type { OrgFilterService } from './org-filter.service';

/**
 * Spec 001 §7 Filters, mounted on the auth domain: spec 000 §7 lists GET /userInfo/v2/areaGroups
 * among the session and user calls ("auth domain unless stated"), and getSalesList is its
 * companion. Any signed-in user may ask; the answer is scoped by the permission asked about.
 */
export async function orgFilterRoutes(app: FastifyInstance, { orgFilterService }: { orgFilterService: OrgFilterService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/userInfo/v2/areaGroups/:permission', {
    config: access(SIGNED_IN, 'scoped'),
    schema: {
      tags: ['auth'],
      params: z.object({ permission: orgFilterPermission }),
      response: { 200: envelope(z.array(orgTreeArea)) },
    },
    handler: async (request) => ok(await orgFilterService.areaGroups(currentUser(request), request.params.permission)),
  });

  r.get('/userInfo/v2/getSalesList', {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags: ['auth'], querystring: salesListQuery, response: { 200: envelope(z.array(salesPerson)) } },
    handler: async (request) => ok(await orgFilterService.salesList(currentUser(request), request.query)),
  });
}

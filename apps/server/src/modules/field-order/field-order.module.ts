import { FIELD_ORDER_PERMISSION } from '@lc/shared';
import { defineModule } from '../module-kit';
import { fieldOrderRoutes } from './field-order.routes';
import { type FieldOrderService, createFieldOrderService } from './field-order.service';

declare module '../module-kit' {
  interface ModuleServices {
    'field-order': FieldOrderService;
  }
}

/** Field orders (/outerOrder, issue 18 item 4): findings and photos of dispatched visits, and their review. */
export const fieldOrderModule = defineModule({
  name: 'field-order',
  create: ({ db, clock }, use) => {
    const service = createFieldOrderService({
      db,
      clock,
      org: use('identity').orgFilter,
      uploads: use('upload'),
      visits: use('appointment').fieldVisits,
    });
    return {
      service,
      routes: async (app) => fieldOrderRoutes(app, service),
      // Field approval: submitted orders the caller may approve (in scope, not their own visits).
      badges: [{ key: '/outerOrder/outerOrderList', permission: FIELD_ORDER_PERMISSION, count: (user) => service.reviewCount(user) }],
    };
  },
});

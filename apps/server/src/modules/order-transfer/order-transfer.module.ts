import { ORDER_TRANSFER_PERMISSION } from '@lc/shared';
import { defineModule } from '../module-kit';
import { orderTransferRoutes } from './order-transfer.routes';
import { type OrderTransferService, createOrderTransferService } from './order-transfer.service';

declare module '../module-kit' {
  interface ModuleServices {
    'order-transfer': OrderTransferService;
  }
}

/** Order transfers (/transferOder, issue 18 item 7): requests, their approval, and the bills moving with it. */
export const orderTransferModule = defineModule({
  name: 'order-transfer',
  create: ({ db, clock }, use) => {
    const { flow, chains } = use('workflow');
    const bill = use('bill');
    const service = createOrderTransferService({ db, clock, flow, chains, org: use('identity').orgFilter, bills: () => bill });
    return {
      service,
      routes: async (app) => orderTransferRoutes(app, service),
      badges: [
        {
          key: '/transferOder/transferOderApprovalList',
          permission: ORDER_TRANSFER_PERMISSION.approve,
          count: (user) => service.waitingCount(user),
        },
      ],
    };
  },
});

import { defineModule } from '../module-kit';
import { type BillPricingService, createBillPricing } from './bill-pricing.service';
import { type ChargeStandards, createChargeStandards } from './charge-standards.service';
import { chargeRoutes } from './charge.routes';
import { type ManagerLevels, createManagerLevels } from './manager-levels.service';

/** The standards and the bills' pricing, side by side; `pricing.priceBill(billId, actor)` is what the grant module calls. */
export type ChargeService = { standards: ChargeStandards; pricing: BillPricingService; levels: ManagerLevels };

declare module '../module-kit' {
  interface ModuleServices {
    charge: ChargeService;
  }
}

/** Charge rules (/borrowManage/borrowCost, chargeStandard, addCost): versioned standards CS_01–CS_05 and bill pricing. */
export const chargeModule = defineModule({
  name: 'charge',
  create: ({ db, clock }, use) => {
    const bills = use('bill');
    const identity = use('identity');
    const service: ChargeService = {
      standards: createChargeStandards({ db, clock }),
      pricing: createBillPricing({ db, clock, bills: () => bills }),
      levels: createManagerLevels({ db, clock, staff: () => identity.staffAccounts }),
    };
    return { service, routes: async (app) => chargeRoutes(app, service) };
  },
});

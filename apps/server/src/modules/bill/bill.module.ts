import { defineModule } from '../module-kit';
import { billBadges } from './bill.badges';
import { billHistoryExportSource } from './bill.export';
import { billRoutes } from './bill.routes';
import { billSensitiveSource } from './bill.sensitive';
import { type BillService, createBillService } from './bill.service';
import { createBillLtv } from './bill-ltv.service';

declare module '../module-kit' {
  interface ModuleServices {
    bill: BillService;
  }
}

/** Bills: create, edit, the draft box, the lists and the approval flow. */
export const billModule = defineModule({
  name: 'bill',
  create: ({ db, clock, changes, config }, use) => {
    const { flow, chains } = use('workflow');
    const blacklist = use('blacklist');
    const valuations = use('valuation');
    const charges = use.later('charge');
    const ltv = createBillLtv({
      db,
      changes,
      valuations: {
        ltvLimit: valuations.ltvLimit,
        latestPerChannel: (ids, scopes) => valuations.valuation.latestPerChannel(ids, scopes),
      },
    });
    const service = createBillService({
      db,
      clock,
      flow,
      chains,
      region: use('region'),
      orgFilter: use('identity').orgFilter,
      channels: use('channel'),
      borrowers: use('borrower'),
      changes,
      ltv,
      uploads: use('upload'),
      isBlacklisted: (probe) => blacklist.isBlacklisted(probe),
      penaltyDailyRate: config.overdue.penaltyDailyRate,
      standardFeeLines: (tx, billId, audit) => charges().pricing.standardFeeLines(tx, billId, audit),
    });
    return {
      service,
      routes: async (app) => billRoutes(app, { billService: service }),
      badges: billBadges(service),
      exportSources: [billHistoryExportSource(db)],
      sensitiveSources: [billSensitiveSource(service)],
    };
  },
});

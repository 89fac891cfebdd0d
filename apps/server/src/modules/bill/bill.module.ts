import { defineModule } from '../module-kit';
import { billBadges } from './bill.badges';
import { billHistoryExportSource } from './bill.export';
import { billRoutes } from './bill.routes';
import { billSensitiveSource } from './bill.sensitive';
import { type BillService, createBillService } from './bill.service';

declare module '../module-kit' {
  interface ModuleServices {
    bill: BillService;
  }
}

/** Bills: create, edit, the draft box, the lists and the approval flow. */
export const billModule = defineModule({
  name: 'bill',
  create: ({ db, clock, changes }, use) => {
    const { flow, chains } = use('workflow');
    const blacklist = use('blacklist');
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
      isBlacklisted: (probe) => blacklist.isBlacklisted(probe),
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

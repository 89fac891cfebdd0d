import { REPAYMENT_PERMISSION, REPAY_REVIEW_PATH } from '@lc/shared';
import { defineModule } from '../module-kit';
import { type OverdueService, createOverdueService } from './overdue.service';
import { repaymentRoutes } from './repayment.routes';
import type { Executor } from '../../db/client';
import { shanghaiDate } from '../../lib/time';
import { readCalendar } from './overdue-run.service';
import { type RepaymentService, createRepaymentService } from './repayment.service';
import { repaymentOwnerFollowers } from './repayment-owner.repository';

declare module '../module-kit' {
  interface ModuleServices {
    repayment: RepaymentService & { overdue: OverdueService };
  }
}

/**
 * Loans in repayment (/repaymentManage): schedules made at a grant's first draw, and the billing
 * service's reads; the business date and the overdue run (/overdueRecordManage, decision 0035).
 */
export const repaymentModule = defineModule({
  name: 'repayment',
  create: ({ db, clock, config, jobs, log }, use) => {
    const overdue = createOverdueService({ db, clock, config, jobs });
    const today = async (ex: Executor = db) => (await readCalendar(ex, shanghaiDate(clock.now()))).businessDate;
    // Settlement starts the mortgage release and the archive return: both modules are created after this one.
    const mortgage = use.later('mortgage');
    const archive = use.later('archive');
    const settlement = {
      releases: () => mortgage().releases,
      archive: () => archive().items,
      archiveTransfers: () => archive().settlements,
      billSettled: (billId: number) => mortgage().gates.loanSettled(billId),
    };
    const repayment = createRepaymentService({
      db,
      clock,
      ledger: use('ledger'),
      today,
      prepaymentFeeRate: config.overdue.prepaymentFeeRate,
      settlement,
      log,
    });
    const service = { ...repayment, overdue };
    return {
      service,
      billOwnerFollowers: repaymentOwnerFollowers,
      routes: async (app) => repaymentRoutes(app, service),
      // Finance's to-do: recorded repayments awaiting review, on the review list (issue 29).
      badges: [{ key: REPAY_REVIEW_PATH, permission: REPAYMENT_PERMISSION.approveApply, count: (user) => repayment.awaitingReview(user) }],
    };
  },
});

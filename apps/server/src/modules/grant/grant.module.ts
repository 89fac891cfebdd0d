import { GRANT_PERMISSION } from '@lc/shared';
import { defineModule } from '../module-kit';
import { grantRoutes } from './grant.routes';
import { type GrantInbox, type GrantService, createGrantService } from './grant.service';
import { createSimulatedChannel } from './payment-channel.adapter';
import { createGrantRequestGate } from './grant-gate.service';
import { grantOwnerFollowers } from './grant-owner.repository';
import {
  DRAW_DUE_CRON,
  DRAW_DUE_JOB,
  DRAW_RECOVERY_CRON,
  DRAW_RECOVERY_JOB,
  createDrawRecovery,
  createDueDraws,
} from './draw-recovery.service';

declare module '../module-kit' {
  interface ModuleServices {
    grant: GrantService;
  }
}

const BADGES: { key: string; permission: string; inbox: GrantInbox }[] = [
  { key: '/billGrantManage/grantApproveListRisk', permission: GRANT_PERMISSION.risk, inbox: 'riskList' },
  { key: '/billGrantManage/grantApproveListVp1', permission: GRANT_PERMISSION.vp1, inbox: 'vp1List' },
  { key: '/billGrantManage/grantApproveListVp2', permission: GRANT_PERMISSION.vp2, inbox: 'vp2List' },
  { key: '/billGrantManage/ungrantedList', permission: GRANT_PERMISSION.finance, inbox: 'financeList' },
];

/** Grant requests, their approvals and finance's draws (/billGrantManage), over the simulated payment channel by default. */
export const grantModule = defineModule({
  name: 'grant',
  create: ({ db, clock, jobs, log }, use) => {
    const bills = use('bill');
    const cards = use('bank-card').cards;
    const { flow, chains } = use('workflow');
    const ledger = use('ledger');
    const channel = createSimulatedChannel();
    // The mortgage module is created after this one (it reads the bills and the ledger too).
    const mortgage = use.later('mortgage');
    const contract = use.later('contract');
    const archive = use.later('archive');
    const repayment = use('repayment');
    const service = createGrantService({
      db,
      today: () => repayment.overdue.today(),
      flow,
      chains,
      ledger,
      schedules: repayment,
      fees: use('charge').pricing,
      channel,
      loanFacts: (id) => bills.loanFacts(id),
      agreedTerms: (id) => bills.agreedTerms(id),
      agreeTerms: repayment.agreeTerms,
      receivingCards: (billId, borrowerId) => cards.receivingCards(billId, borrowerId),
      cardsById: (ids) => cards.cardsById(ids),
      grantGate: (billId) => mortgage().gates.grantGate(billId),
      requestGate: createGrantRequestGate({
        contractSigned: (billId) => contract().contractSigned(billId),
        mortgageStatuses: (billId) => mortgage().gates.liveStatuses(billId),
        archiveInStock: async (billId) => (await archive().archiveInStock(billId)).inStock,
      }),
    });
    // Stuck draws (decision 0052): asked about by their reference and settled, every two minutes.
    const recover = createDrawRecovery({ db, clock, channel, apply: service.applyDrawOutcome, resettle: service.resettleSplitDraw });
    jobs.work(DRAW_RECOVERY_JOB, async () => {
      const result = await recover();
      if (result.succeeded + result.failed + result.waiting) log.info({ result }, 'stuck draws recovered');
    });
    jobs.schedule(DRAW_RECOVERY_JOB, DRAW_RECOVERY_CRON);
    // Pending draws (0) whose payment date has come are sent, through the same send-and-settle path.
    const sendDue = createDueDraws({ due: service.dueDraws, send: service.sendDueDraw });
    jobs.work(DRAW_DUE_JOB, async () => {
      const result = await sendDue();
      if (result.sent) log.info({ result }, 'pending draws sent on their day');
    });
    jobs.schedule(DRAW_DUE_JOB, DRAW_DUE_CRON);
    return {
      service,
      billOwnerFollowers: grantOwnerFollowers,
      routes: async (app) => grantRoutes(app, service, channel),
      badges: BADGES.map((b) => ({ key: b.key, permission: b.permission, count: (user) => service.waitingCount(user, b.inbox) })),
    };
  },
});

import { WITHHOLD_PERMISSION } from '@lc/shared';
import { shanghaiDate } from '../../lib/time';
import { defineModule } from '../module-kit';
import { createSimulatedWithholdChannel } from './withhold-channel.adapter';
import { withholdRoutes } from './withhold.routes';
import { type WithholdService, createWithholdService } from './withhold.service';

declare module '../module-kit' {
  interface ModuleServices {
    withhold: WithholdService;
  }
}

export const WITHHOLD_RECONCILE_JOB = 'withhold-reconcile';
/** 02:30 Shanghai: yesterday's statement is final by then. */
const RECONCILE_CRON = '30 2 * * *';
const DAY = 86_400_000;

/**
 * Recharge and withholding (/rechargeRecordManage, /WithholdManager, decision 0047): withholdings
 * through the simulated channel by default, posted through the repayment module; a nightly
 * reconciliation of yesterday's statement; recharges reviewed by finance.
 */
export const withholdModule = defineModule({
  name: 'withhold',
  create: ({ db, clock, jobs }, use) => {
    const cards = use('bank-card').cards;
    const channel = createSimulatedWithholdChannel(clock, db);
    const cardById = async (id: number) => {
      const found = (await cards.cardsById([id])).get(id);
      return found && { id, ...found };
    };
    const service = createWithholdService({
      db,
      clock,
      channel,
      repayments: use('repayment'),
      cardById,
      loanCard: async (billId) => {
        const [first] = await cards.receivingCards(billId, null);
        return first && cardById(first.id);
      },
    });
    jobs.work(WITHHOLD_RECONCILE_JOB, async () => {
      const yesterday = shanghaiDate(new Date(clock.now().getTime() - DAY));
      await service.reconcile(yesterday, { actorId: null, actorName: 'system', requestId: null, ip: null });
    });
    jobs.schedule(WITHHOLD_RECONCILE_JOB, RECONCILE_CRON);
    return {
      service,
      routes: async (app) => withholdRoutes(app, service, channel),
      badges: [
        {
          key: '/rechargeRecordManage/rechargeRecordList',
          permission: WITHHOLD_PERMISSION.rechargeList,
          count: (user) => service.waitingCount(user),
        },
      ],
    };
  },
});

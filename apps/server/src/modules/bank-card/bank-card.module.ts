import { CARD_CHANGE_PERMISSION } from '@lc/shared';
import { defineModule } from '../module-kit';
import { createBankService } from './bank.service';
import { bankCardRoutes } from './bank-card.routes';
import { createCardBinService } from './card-bin.service';
import { cardExportSource } from './card.export';
import { cardSensitiveSource } from './card.sensitive';
import { createCardService } from './card.service';
import { createCardChangeService } from './card-change.service';
import { cardChangeRoutes } from './card-change.routes';
import { cardOwnerFollowers } from './card-owner.repository';

/** Banks, card BINs (with the BIN lookup) and borrowers' cards: the module's services side by side. */
export type BankCardService = {
  banks: ReturnType<typeof createBankService>;
  bins: ReturnType<typeof createCardBinService>;
  cards: ReturnType<typeof createCardService>;
  changes: ReturnType<typeof createCardChangeService>;
};

declare module '../module-kit' {
  interface ModuleServices {
    'bank-card': BankCardService;
  }
}

/** /systemSetting bankList and cardBinList, the BIN lookup, /borrowManage/bankcardList, /lenderManage/bankCardList and /changeBankCard. */
export const bankCardModule = defineModule({
  name: 'bank-card',
  create: ({ db }, use) => {
    const borrowers = use('borrower');
    const { flow, chains } = use('workflow');
    const service: BankCardService = {
      banks: createBankService({ db }),
      bins: createCardBinService({ db }),
      cards: createCardService({ db, borrowers: () => borrowers }),
      changes: createCardChangeService({ db, flow, chains, borrowerNames: (ids) => borrowers.namesOf(ids) }),
    };
    return {
      service,
      routes: async (app) => {
        await bankCardRoutes(app, service);
        await cardChangeRoutes(app, service.changes);
      },
      sensitiveSources: [cardSensitiveSource(service.cards)],
      badges: [{ key: '/changeBankCard', permission: CARD_CHANGE_PERMISSION, count: (user) => service.changes.waitingCount(user) }],
      exportSources: [cardExportSource(db, () => borrowers)],
      billOwnerFollowers: cardOwnerFollowers,
    };
  },
});

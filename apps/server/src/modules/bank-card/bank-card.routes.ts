import { BANK_CARD_API, BANK_CARD_PERMISSION, BORROWER_PERMISSION, LENDER_BANK_CARD_PERMISSION } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { BankService } from './bank.service';
import type { CardBinService } from './card-bin.service';
import type { CardService } from './card.service';

type Services = { banks: BankService; bins: CardBinService; cards: CardService };

/** The bank-card contract's handlers: parse (done by the contract) → service → reply. */
export async function bankCardRoutes(app: FastifyInstance, { banks, bins, cards }: Services) {
  serveContract(app, BANK_CARD_API, {
    bankList: ({ query }) => banks.list(query),
    bankCreate: ({ body, request }) => banks.create(body, actorOf(request)),
    bankDetail: ({ params }) => banks.detail(params.id),
    bankUpdate: async ({ params, body, request }) => {
      await banks.update(params.id, body, actorOf(request));
      return null;
    },
    bankOptions: () => banks.options(),
    binList: ({ query }) => bins.list(query),
    binCreate: ({ body, request }) => bins.create(body, actorOf(request)),
    binDetail: ({ params }) => bins.detail(params.id),
    binUpdate: async ({ params, body, request }) => {
      await bins.update(params.id, body, actorOf(request));
      return null;
    },
    cardList: ({ user, query }) => cards.list(user, BANK_CARD_PERMISSION, query),
    cardCreate: ({ user, body, request }) => cards.create(user, body, actorOf(request)),
    borrowerCardCreate: ({ user, params, body, request }) =>
      cards.create(user, { ...body, borrowerId: params.id }, actorOf(request), BORROWER_PERMISSION),
    cardDetail: ({ user, params }) => cards.detail(user, BANK_CARD_PERMISSION, params.id),
    cardUpdate: async ({ user, params, body, request }) => {
      await cards.update(user, params.id, body, actorOf(request));
      return null;
    },
    lenderCardList: ({ user, query }) => cards.list(user, LENDER_BANK_CARD_PERMISSION, query),
    lenderCardDetail: ({ user, params }) => cards.detail(user, LENDER_BANK_CARD_PERMISSION, params.id),
    bankInfoLookup: ({ query }) => bins.lookup(query.bankCardNo),
  });
}

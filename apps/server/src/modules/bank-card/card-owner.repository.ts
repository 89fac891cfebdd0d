import { followBorrowerOwner } from '../../db/follow-bill-owner';
import { bankCards } from './bank-card.table';
import { cardChangeApplications } from './card-change.table';

/** A borrower's cards and card changes move with the borrower (order transfer; see followBorrowerOwner). */
export const cardOwnerFollowers = [
  followBorrowerOwner('bank_cards', bankCards, bankCards.borrowerId),
  followBorrowerOwner('card_change_applications', cardChangeApplications, cardChangeApplications.borrowerId),
];

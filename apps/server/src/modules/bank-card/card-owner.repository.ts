import { inArray } from 'drizzle-orm';
import { type BillOwnerFollower, followBillOwner, followBorrowerOwner } from '../../db/follow-bill-owner';
import { bankCards } from './bank-card.table';
import { cardChangeApplications } from './card-change.table';

/**
 * The card changes of the moved bills' cards: they follow their card (decision 0065), so the new
 * salesperson sees the change they may now make and the old one no longer can.
 */
const billCardChanges: BillOwnerFollower = {
  name: 'card_change_applications_of_bill_cards',
  follow: (tx, billIds, { ownerId, groupId, departmentCode, areaCode }) =>
    tx
      .update(cardChangeApplications)
      .set({ ownerId, groupId, departmentCode, areaCode })
      .where(
        inArray(cardChangeApplications.cardId, tx.select({ id: bankCards.id }).from(bankCards).where(inArray(bankCards.billId, billIds))),
      ),
};

/**
 * A borrower's cards and card changes move with the borrower (order transfer; see followBorrowerOwner).
 * The cards recorded for a moved bill (the card its withholdings debit) move with the bill itself,
 * whoever keeps the borrower (decision 0065): the salesperson who now holds the loan manages its card.
 */
export const cardOwnerFollowers = [
  followBorrowerOwner('bank_cards', bankCards, bankCards.borrowerId),
  followBorrowerOwner('card_change_applications', cardChangeApplications, cardChangeApplications.borrowerId),
  followBillOwner('bank_cards_of_bill', bankCards),
  billCardChanges,
];

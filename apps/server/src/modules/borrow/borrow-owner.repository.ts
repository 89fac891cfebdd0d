import { followBillOwner } from '../../db/follow-bill-owner';
import { paymentConfirmations } from './borrow.table';

/** Payment confirmations copy their loan's scope columns: they move with the bill. */
export const borrowOwnerFollowers = [followBillOwner('payment_confirmations', paymentConfirmations)];

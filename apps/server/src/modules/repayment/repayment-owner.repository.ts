import { followBillOwner } from '../../db/follow-bill-owner';
import { repaymentLoans } from './repayment.table';

/** Loans in repayment copy their bill's scope columns (repayment reads go through them): they move with the bill. */
export const repaymentOwnerFollowers = [followBillOwner('repayment_loans', repaymentLoans)];

import type { Executor } from '../db/client';
import type { DemoCardHolder } from '../modules/bank-card/card.seed';
import { billRepository } from '../modules/bill/bill.repository';
import { linkLoanBorrower } from '../modules/bill/bill-loans.repository';
import { borrowerRepository } from '../modules/borrower/borrower.repository';

/**
 * Each demo loan's own borrower (issue 29 item 7): the person the bill names, recorded in the
 * borrower registry by the bill's salesperson in the bill's scope and linked to the bill, so the
 * loan's receiving card is filed under its own borrower. Found by ID number; a second run links
 * what is there.
 */
export async function seedDemoLoanBorrowers(db: Executor, billIds: readonly number[]): Promise<Map<number, DemoCardHolder>> {
  const holders = new Map<number, DemoCardHolder>();
  for (const id of billIds) {
    const bill = await billRepository.byId(db, id);
    if (!bill) continue;
    const scope = { areaCode: bill.areaCode, departmentCode: bill.departmentCode, groupId: bill.groupId, ownerId: bill.salespersonId };
    const made = await borrowerRepository.insertIfNew(db, {
      name: bill.billCustomerName,
      idCard: bill.idCard,
      mobile: bill.billCustomerMobile,
      ...scope,
    });
    const borrowerId = made?.id ?? (await borrowerRepository.byIdCards(db, [bill.idCard]))[0]?.id;
    if (!borrowerId) continue;
    await linkLoanBorrower(db, id, borrowerId);
    holders.set(id, { id: borrowerId, name: bill.billCustomerName, mobile: bill.billCustomerMobile, ...scope });
  }
  return holders;
}

import { luhnCheckDigit } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import { cardBinRepository } from './bank-card.repository';
import { cardRepository } from './card.repository';

/** A demo borrower as the seed hands it over: whose the cards will be. */
export type DemoCardHolder = {
  id: number;
  name: string;
  mobile: string;
  areaCode: string;
  departmentCode: string | null;
  groupId: number | null;
  ownerId: number;
};

const card = (payload: string) => payload + luhnCheckDigit(payload);

/** Per demo borrower (by name): card number (on a seeded BIN) and status: in use, frozen, closed. */
const DEMO_CARDS: Record<string, { cardNo: string; status: number }[]> = {
  王建国: [
    { cardNo: card('622202020012345678'), status: 1 },
    { cardNo: card('621700000012345678'), status: 0 },
  ],
  李秀英: [{ cardNo: card('622588001234567'), status: 1 }],
  张伟: [{ cardNo: card('622848001234567890'), status: 2 }],
};

/** Demo bank cards of the demo borrowers, so the card lists open with rows in each status. Only into an empty table. */
export async function seedDemoBankCards(db: Executor, holders: DemoCardHolder[]) {
  if ((await totalOf(db, cardRepository.list, undefined)).total > 0) return;
  for (const holder of holders) {
    for (const { cardNo, status } of DEMO_CARDS[holder.name] ?? []) {
      const [bank] = await cardBinRepository.longestMatch(db, cardNo);
      if (!bank) continue;
      const { areaCode, departmentCode, groupId, ownerId } = holder;
      await cardRepository.insert(db, {
        borrowerId: holder.id,
        cardNo,
        bankCode: bank.bankCode,
        accountName: holder.name,
        reservedMobile: holder.mobile,
        status,
        areaCode,
        departmentCode,
        groupId,
        ownerId,
      });
    }
  }
}

/** A receiving card for each demo loan, tied to its bill and held by the loan's own borrower, so grants can be asked for. */
export async function seedDemoLoanCards(db: Executor, holders: Map<number, DemoCardHolder>, loans: { id: number; customerName: string }[]) {
  for (const [i, loan] of loans.entries()) {
    const holder = holders.get(loan.id);
    if (!holder) continue;
    const cardNo = card(`62220202${String(880000 + i).padStart(10, '0')}`);
    const [bank] = await cardBinRepository.longestMatch(db, cardNo);
    if (!bank || (await cardRepository.sameCard(db, holder.id, cardNo))) continue;
    const { areaCode, departmentCode, groupId, ownerId } = holder;
    await cardRepository.insert(db, {
      borrowerId: holder.id,
      billId: loan.id,
      cardNo,
      bankCode: bank.bankCode,
      accountName: loan.customerName,
      reservedMobile: holder.mobile,
      status: 1,
      ...{ areaCode, departmentCode, groupId, ownerId },
    });
  }
}

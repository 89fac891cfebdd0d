import {
  BANK_CARD_ENTITY,
  BANK_CARD_PERMISSION,
  type BankCardInput,
  type BankCardListQuery,
  type BankCardListReply,
  type BankCardRow,
  type BankCardUpdate,
  maskBankCard,
  maskMobile,
} from '@lc/shared';
import type { Db, Executor } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { BorrowerService } from '../borrower/borrower.service';
import { cardBinRepository } from './bank-card.repository';
import { type CardRecord, bankCardWhere, cardRepository as repo } from './card.repository';

const NOT_FOUND = keyed('bankCardNotFound');

type Deps = { db: Db; borrowers: () => Pick<BorrowerService, 'holder' | 'namesOf'> };

/** The number and the mobile as every reader sees them: masked (lists, detail, export, audit). */
export const maskedCard = (v: { cardNo: string; reservedMobile: string }) => ({
  cardNo: maskBankCard(v.cardNo),
  reservedMobile: maskMobile(v.reservedMobile),
});

/** What the audit trail keeps of a card. */
const auditView = (v: {
  cardNo: string;
  reservedMobile: string;
  bankCode: string;
  accountName: string;
  status: number;
  billId: number | null;
}) => ({
  ...maskedCard(v),
  bankCode: v.bankCode,
  accountName: v.accountName,
  status: v.status,
  billId: v.billId,
});

/**
 * Borrowers' bank cards. Each page reads them in the data scope of its own permission
 * (bank_card_manage or bill_grant_bank_card_mamange); only the first writes. Numbers leave masked.
 */
export function createCardService({ db, borrowers }: Deps) {
  async function present(rows: CardRecord[]): Promise<BankCardRow[]> {
    const names = await borrowers().namesOf(rows.map((r) => r.borrowerId));
    return rows.map((r) => ({
      id: r.id,
      borrowerId: r.borrowerId,
      borrowerName: names.get(r.borrowerId) ?? '',
      billId: r.billId,
      cardNoMasked: maskedCard(r).cardNo,
      bankCode: r.bankCode,
      bankName: r.bankName,
      accountName: r.accountName,
      reservedMobileMasked: maskedCard(r).reservedMobile,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      version: r.version,
    }));
  }

  /** The bank of the card's longest BIN: a card no BIN names is refused. */
  async function bankOf(tx: Executor, cardNo: string) {
    const [bank] = await cardBinRepository.longestMatch(tx, cardNo);
    if (!bank) throw new Validation(keyed('bankCardBankUnknown'));
    return bank.bankCode;
  }

  async function valuesOf(tx: Executor, input: BankCardInput) {
    return {
      billId: input.billId ?? null,
      cardNo: input.cardNo,
      bankCode: await bankOf(tx, input.cardNo),
      accountName: input.accountName,
      reservedMobile: input.reservedMobile,
      status: input.status,
    };
  }

  const label = (r: CardRecord) => `${r.accountName} ${r.bankName} ${maskBankCard(r.cardNo)}`;
  return {
    /** The cards in use that may receive a loan (grant requests): masked labels, no scope (the caller checked the loan's). */
    async receivingCards(billId: number, borrowerId: number | null) {
      return (await repo.inUseFor(db, billId, borrowerId)).map((r) => ({ id: r.id, label: label(r) }));
    },
    /** Masked labels of cards by id, and what a transfer needs (the number stays on the server). */
    async cardsById(ids: number[]) {
      const rows = await repo.byIds(db, ids);
      return new Map(rows.map((r) => [r.id, { label: label(r), cardNo: r.cardNo, accountName: r.accountName }]));
    },

    async list(user: SessionUser, permission: string, query: BankCardListQuery): Promise<BankCardListReply> {
      const where = bankCardWhere(scopeFor(user, permission), query);
      return pagedList(db, repo.list, where, query, present);
    },

    /** Out of scope is "not found": whether the card exists is not told. */
    async detail(user: SessionUser, permission: string, id: number): Promise<BankCardRow> {
      const found = await repo.find(db, id, scopeFor(user, permission));
      if (!found) throw new NotFound(NOT_FOUND);
      const [shown] = await present([found]);
      return shown!;
    },

    /** The plain values, for the audited desensitised-data viewer only. */
    async sensitiveValues(user: SessionUser, id: number) {
      const found = await repo.find(db, id, scopeFor(user, BANK_CARD_PERMISSION));
      return found ? { cardNo: found.cardNo, reservedMobile: found.reservedMobile } : null;
    },

    /**
     * A card of a borrower the caller sees in the scope of `permission` (the card list's, or the
     * borrower page's); it takes the borrower's scope.
     */
    async create(user: SessionUser, input: BankCardInput, actor: AuditActor, permission: string = BANK_CARD_PERMISSION) {
      const holder = await borrowers().holder(user, input.borrowerId, permission);
      if (!holder) throw new NotFound(keyed('bankCardBorrowerNotFound'));
      return db.transaction(async (tx) => {
        const values = await valuesOf(tx, input);
        const { areaCode, departmentCode, groupId, ownerId } = holder;
        const created = await repo.insert(tx, { ...values, borrowerId: holder.id, areaCode, departmentCode, groupId, ownerId });
        if (!created) throw new Conflict(keyed('bankCardTaken'));
        await recordAudit(tx, actor, { entity: BANK_CARD_ENTITY, entityId: created.id, action: 'create', after: auditView(values) });
        return { id: created.id };
      });
    },

    /** One transaction: the card in scope (else 404), its bank from the BIN, at the version read (else 409), audit. */
    async update(user: SessionUser, id: number, input: BankCardUpdate, actor: AuditActor) {
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, id, scopeFor(user, BANK_CARD_PERMISSION));
        // A card stays with its borrower: another borrower's card is a new card.
        if (!before || before.borrowerId !== input.borrowerId) throw new NotFound(NOT_FOUND);
        const values = await valuesOf(tx, input);
        if (await repo.sameCard(tx, before.borrowerId, values.cardNo, id)) throw new Conflict(keyed('bankCardTaken'));
        const [updated] = await repo.update(tx, id, input.version, values);
        if (!updated) throw new Conflict(keyed('bankCardStale'));
        await recordAudit(tx, actor, {
          entity: BANK_CARD_ENTITY,
          entityId: id,
          action: 'update',
          before: auditView(before),
          after: auditView(values),
        });
      });
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;

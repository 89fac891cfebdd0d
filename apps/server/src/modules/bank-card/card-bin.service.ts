import {
  type BankInfoLookupReply,
  CARD_BIN_ENTITY,
  type CardBinInput,
  type CardBinListQuery,
  type CardBinListReply,
  type CardBinRow,
  type CardBinUpdate,
} from '@lc/shared';
import type { Db, Executor } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type CardBinRecord, bankRepository, cardBinRepository as repo, cardBinWhere } from './bank-card.repository';

const NOT_FOUND = keyed('bankCardBinNotFound');
const STALE = keyed('bankCardBinStale');
const binTaken = (bin: string) => keyed('bankCardBinTaken', { bin });

const valuesOf = (input: CardBinInput) => ({
  binPrefix: input.binPrefix,
  bankCode: input.bankCode,
  cardType: input.cardType,
  cardLength: input.cardLength,
});
const snapshot = (r: CardBinRecord) => ({ binPrefix: r.binPrefix, bankCode: r.bankCode, cardType: r.cardType, cardLength: r.cardLength });

const row = (r: CardBinRecord): CardBinRow => ({
  ...snapshot(r),
  id: r.id,
  bankName: r.bankName,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

/** A BIN names a bank of the bank list: an unknown code is the caller's mistake (400). */
async function requireBank(db: Executor, bankCode: string) {
  if (!(await bankRepository.findByCode(db, bankCode))) throw new Validation(keyed('bankCardBinBankUnknown', { code: bankCode }));
}

/** Card BINs (/systemSetting/cardBinList) and the BIN lookup of spec 000 §7. */
export function createCardBinService({ db }: { db: Db }) {
  return {
    async list(query: CardBinListQuery): Promise<CardBinListReply> {
      const where = cardBinWhere(query);
      return pagedList(db, repo.list, where, query, (rows) => rows.map(row));
    },

    async detail(id: number): Promise<CardBinRow> {
      const found = await repo.find(db, id);
      if (!found) throw new NotFound(NOT_FOUND);
      return row(found);
    },

    /** The banks of the longest BIN prefix the number starts with; an unknown number gets an empty list. */
    lookup: async (bankCardNo: string): Promise<BankInfoLookupReply> => ({ data: await repo.longestMatch(db, bankCardNo) }),

    async create(input: CardBinInput, actor: AuditActor) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        await requireBank(tx, values.bankCode);
        const created = await repo.insert(tx, values);
        if (!created) throw new Conflict(binTaken(values.binPrefix));
        await recordAudit(tx, actor, { entity: CARD_BIN_ENTITY, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },

    async update(id: number, input: CardBinUpdate, actor: AuditActor) {
      const values = valuesOf(input);
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        if (!before) throw new NotFound(NOT_FOUND);
        await requireBank(tx, values.bankCode);
        if (await repo.prefixHolder(tx, values.binPrefix, id)) throw new Conflict(binTaken(values.binPrefix));
        const [updated] = await repo.update(tx, id, input.version, values);
        if (!updated) throw new Conflict(STALE);
        await recordAudit(tx, actor, { entity: CARD_BIN_ENTITY, entityId: id, action: 'update', before: snapshot(before), after: values });
      });
    },
  };
}

export type CardBinService = ReturnType<typeof createCardBinService>;

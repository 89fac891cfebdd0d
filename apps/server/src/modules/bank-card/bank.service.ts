import { BANK_ENTITY, type BankInput, type BankListQuery, type BankListReply, type BankRow, type BankUpdate } from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type BankRecord, bankRepository as repo, bankWhere } from './bank-card.repository';

const NOT_FOUND = keyed('bankCardBankNotFound');
const STALE = keyed('bankCardBankStale');
const codeTaken = (code: string) => keyed('bankCardBankCodeTaken', { code });

const valuesOf = (input: BankInput) => ({ bankCode: input.bankCode, bankName: input.bankName, status: input.status });
const snapshot = (r: BankRecord) => ({ bankCode: r.bankCode, bankName: r.bankName, status: r.status });

const row = (r: BankRecord): BankRow => ({
  id: r.id,
  bankCode: r.bankCode,
  bankName: r.bankName,
  status: r.status,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

/** Banks (/systemSetting/bankList): reference data for the whole firm; every write audited. */
export function createBankService({ db }: { db: Db }) {
  return {
    async list(query: BankListQuery): Promise<BankListReply> {
      const where = bankWhere(query);
      return pagedList(db, repo.list, where, query, (rows) => rows.map(row));
    },

    async detail(id: number): Promise<BankRow> {
      const found = await repo.find(db, id);
      if (!found) throw new NotFound(NOT_FOUND);
      return row(found);
    },

    /** The enabled banks, for the forms' choices. */
    options: async () => ({ list: await repo.enabled(db) }),

    async create(input: BankInput, actor: AuditActor) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        // The unique index settles a race; the insert says so by returning nothing.
        const created = await repo.insert(tx, values);
        if (!created) throw new Conflict(codeTaken(values.bankCode));
        await recordAudit(tx, actor, { entity: BANK_ENTITY, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },

    /** One transaction: the bank (else 404), its code free (else 409), at the version read (else 409), audit. */
    async update(id: number, input: BankUpdate, actor: AuditActor) {
      const values = valuesOf(input);
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        if (!before) throw new NotFound(NOT_FOUND);
        // A new code carries its BINs along (the foreign key cascades the update).
        if (values.bankCode !== before.bankCode && (await repo.codeHolder(tx, values.bankCode, id))) {
          throw new Conflict(codeTaken(values.bankCode));
        }
        const [updated] = await repo.update(tx, id, input.version, values);
        if (!updated) throw new Conflict(STALE);
        await recordAudit(tx, actor, { entity: BANK_ENTITY, entityId: id, action: 'update', before: snapshot(before), after: values });
      });
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;

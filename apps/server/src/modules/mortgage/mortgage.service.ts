import {
  MORTGAGEE_ENTITY,
  MORTGAGEE_PERMISSION,
  type MortgageeDetail,
  type MortgageeInput,
  type MortgageeListQuery,
  type MortgageeListReply,
  type MortgageeRow,
  type MortgageeUpdate,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor, placeOf } from '../../core/session-user';
import { type MortgageeRecord, mortgageeRepository as repo, mortgageeWhere } from './mortgage.repository';

const NOT_FOUND = keyed('mortgageNotFound');
const STALE = keyed('mortgageStale');

/** The fields a user writes, as stored (and as the audit trail shows them). */
const valuesOf = (input: MortgageeInput) => ({ name: input.name, enabled: input.enabled });
const snapshot = (r: MortgageeRecord) => ({ name: r.name, enabled: r.enabled });

const row = (r: MortgageeRecord): MortgageeRow => ({
  id: r.id,
  name: r.name,
  enabled: r.enabled,
  areaCode: r.areaCode,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

/** Mortgage records (/systemSetting/mortgagorManage): read and edited inside the data scope of mortgagee_manager. */
export function createMortgageeService({ db }: { db: Db }) {
  const scopeOf = (user: SessionUser) => scopeFor(user, MORTGAGEE_PERMISSION);

  return {
    async list(user: SessionUser, query: MortgageeListQuery): Promise<MortgageeListReply> {
      return pagedList(db, repo.list, mortgageeWhere(scopeOf(user), query), query, (rows) => rows.map(row));
    },

    /** Out of scope is "not found": whether the record exists is not told. */
    async detail(user: SessionUser, id: number): Promise<MortgageeDetail> {
      const found = await repo.find(db, id, scopeOf(user));
      if (!found) throw new NotFound(NOT_FOUND);
      return row(found);
    },

    /** A new record is its creator's: their area, department and first group. */
    async create(user: SessionUser, input: MortgageeInput, actor: AuditActor) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          ...values,
          ...placeOf(user),
          ownerId: user.id,
        });
        await recordAudit(tx, actor, { entity: MORTGAGEE_ENTITY, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },

    /** One transaction: read in scope (else 404), update at the version read (else 409), audit. */
    async update(user: SessionUser, id: number, input: MortgageeUpdate, actor: AuditActor) {
      const values = valuesOf(input);
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, id, scopeOf(user));
        if (!before) throw new NotFound(NOT_FOUND);
        const [updated] = await repo.update(tx, id, input.version, values);
        if (!updated) throw new Conflict(STALE);
        await recordAudit(tx, actor, { entity: MORTGAGEE_ENTITY, entityId: id, action: 'update', before: snapshot(before), after: values });
      });
    },
  };
}

export type MortgageeService = ReturnType<typeof createMortgageeService>;

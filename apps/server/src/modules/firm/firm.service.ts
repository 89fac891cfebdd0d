import {
  FIRM_ENTITY,
  FIRM_PERMISSION,
  FIRM_TRANSITIONS,
  FIRM_TRANSITION_CONFLICT,
  type FirmAction,
  type FirmDetail,
  type FirmInput,
  type FirmListQuery,
  type FirmRow,
  type FirmUpdate,
  type ShareholderInput,
} from '@lc/shared';
import type { Db, Executor } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, Forbidden, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, hasPermission, scopeFor, placeOf } from '../../core/session-user';
import { type FirmRecord, firmRepository as repo, firmWhere } from './firm.repository';

const NOT_FOUND = keyed('firmNotFound');
const STALE = keyed('firmStale');
const CODE_TAKEN = keyed('firmCodeTaken');

type FirmFields = Omit<FirmInput, 'source'>;
const normalised = (input: FirmFields) => ({
  firmName: input.firmName,
  // Blank optional fields are stored as null: '' would collide in the codes' unique indexes.
  creditCode: input.creditCode?.toUpperCase() || null,
  registrationCode: input.registrationCode || null,
  legalPerson: input.legalPerson,
  registeredCapital: input.registeredCapital || null,
  establishDate: input.establishDate || null,
  address: input.address || null,
  businessScope: input.businessScope || null,
});
const snapshot = (r: FirmRecord) => ({
  firmName: r.firmName,
  creditCode: r.creditCode,
  registrationCode: r.registrationCode,
  legalPerson: r.legalPerson,
  registeredCapital: r.registeredCapital,
  establishDate: r.establishDate,
  address: r.address,
  businessScope: r.businessScope,
});
const shareholdersOf = (list: ShareholderInput[]) => list.map((s) => ({ name: s.name, kind: s.kind, ratio: s.ratio }));

const row = (r: FirmRecord, shareholderCount: number): FirmRow => ({
  id: r.id,
  firmName: r.firmName,
  creditCode: r.creditCode,
  registrationCode: r.registrationCode,
  legalPerson: r.legalPerson,
  registeredCapital: r.registeredCapital,
  status: r.status,
  source: r.source,
  shareholderCount,
  areaCode: r.areaCode,
  createdAt: r.createdAt.toISOString(),
  version: r.version,
});

/** The company library (/firmManage): firms, their codes and shareholders; enable and disable are transitions. */
export function createFirmService({ db }: { db: Db }) {
  async function mustFind(user: SessionUser, id: number) {
    const found = await repo.find(db, id, scopeFor(user, FIRM_PERMISSION));
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  }

  async function checkCodesFree(tx: Executor, values: ReturnType<typeof normalised>, exceptId?: number) {
    if (await repo.codeHolder(tx, values, exceptId)) throw new Conflict(CODE_TAKEN);
  }

  return {
    list: (user: SessionUser, query: FirmListQuery) =>
      pagedList(db, repo.list, firmWhere(scopeFor(user, FIRM_PERMISSION), query), query, (rows) =>
        rows.map((r) => row(r.firm, r.shareholderCount)),
      ),

    async detail(user: SessionUser, id: number): Promise<FirmDetail> {
      const found = await mustFind(user, id);
      const shareholders = await repo.shareholders(db, id);
      return {
        ...row(found, shareholders.length),
        establishDate: found.establishDate,
        address: found.address,
        businessScope: found.businessScope,
        shareholders,
        updatedAt: found.updatedAt.toISOString(),
      };
    },

    async create(user: SessionUser, input: FirmInput, actor: AuditActor) {
      const values = normalised(input);
      const shareholders = shareholdersOf(input.shareholders);
      return db.transaction(async (tx) => {
        await checkCodesFree(tx, values);
        const created = await repo.insert(tx, {
          ...values,
          source: input.source,
          ...placeOf(user),
          ownerId: user.id,
        });
        await repo.replaceShareholders(tx, created.id, shareholders);
        await recordAudit(tx, actor, { entity: FIRM_ENTITY, entityId: created.id, action: 'create', after: { ...values, shareholders } });
        return { id: created.id };
      });
    },

    async update(user: SessionUser, id: number, input: FirmUpdate, actor: AuditActor) {
      const before = await mustFind(user, id);
      const beforeShareholders = await repo.shareholders(db, id);
      const values = normalised(input);
      const shareholders = shareholdersOf(input.shareholders);
      await db.transaction(async (tx) => {
        await checkCodesFree(tx, values, id);
        const updated = await repo.update(tx, id, input.version, values);
        if (!updated.length) throw new Conflict(STALE);
        await repo.replaceShareholders(tx, id, shareholders);
        await recordAudit(tx, actor, {
          entity: FIRM_ENTITY,
          entityId: id,
          action: 'update',
          before: { ...snapshot(before), shareholders: beforeShareholders },
          after: { ...values, shareholders },
        });
      });
    },

    /**
     * Enable or disable: one conditional update (WHERE status = ANY(from)) plus its audit entry in
     * one transaction. Of two concurrent actions exactly one wins; the other gets a 409.
     */
    async act(user: SessionUser, id: number, action: FirmAction, reason: string | undefined, actor: AuditActor) {
      const transition = FIRM_TRANSITIONS[action];
      if (!hasPermission(user, transition.permission)) throw new Forbidden();
      const before = await mustFind(user, id);
      return db.transaction(async (tx) => {
        const [applied] = await repo.transition(tx, id, transition.from, transition.to);
        if (!applied) throw new Conflict(FIRM_TRANSITION_CONFLICT[action]);
        await recordAudit(tx, actor, {
          entity: FIRM_ENTITY,
          entityId: id,
          action,
          before: { status: before.status },
          after: { status: transition.to, reason: reason ?? null },
        });
        return { status: transition.to, version: applied.version };
      });
    },
  };
}

export type FirmService = ReturnType<typeof createFirmService>;

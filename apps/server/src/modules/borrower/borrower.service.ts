import {
  BORROWER_ENTITY,
  BORROWER_PERMISSION,
  type BlacklistProbe,
  type BorrowerBill,
  type BorrowerDetail,
  type BorrowerDetailReply,
  type BorrowerInput,
  type BorrowerListQuery,
  type BorrowerListReply,
  type BorrowerReport,
  type BorrowerUpdate,
  ageOn,
  idCardFacts,
  maskIdCard,
  maskMobile,
} from '@lc/shared';
import type { Db, Executor } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor, placeOf } from '../../core/session-user';
import type { RegionService } from '../region/region.service';
import { type BorrowerRecord, borrowerRepository as repo, borrowerWhere } from './borrower.repository';

/** The audit trail records what changed, never the personal values themselves. */
const auditView = (v: {
  name: string;
  idCard: string;
  mobile: string;
  marriage: number | null;
  address: string | null;
  notes: string | null;
}) => ({
  name: v.name,
  idCard: maskIdCard(v.idCard),
  mobile: maskMobile(v.mobile),
  marriage: v.marriage,
  address: v.address,
  notes: v.notes,
});

const normalised = (input: BorrowerInput) => ({
  name: input.name,
  idCard: input.idCard.toUpperCase(),
  mobile: input.mobile,
  marriage: input.marriage ?? null,
  address: input.address || null,
  notes: input.notes || null,
});

/** A borrower belongs to the salesperson who brought them, in their area, department and group. */
const ownedBy = (user: SessionUser) => ({
  ...placeOf(user),
  ownerId: user.id,
});

/** A bill's customer, as the bill form names them. */
export type BillCustomer = { name: string; idCard: string; mobile: string };

type Deps = {
  db: Db;
  clock: Clock;
  orgFilter: Pick<OrgFilterService, 'labels'>;
  region: Pick<RegionService, 'detail'>;
  blacklist: { isBlacklisted(probe: BlacklistProbe): Promise<{ reason: string } | null> };
  /** The borrower's bills as the reader may see them (the bill module, created after this one). */
  billsOf: (user: SessionUser, borrowerId: number) => Promise<BorrowerBill[]>;
};

/** Borrowers (/borrowerManage): scoped to the salesperson who brought them; mobiles and ID numbers masked. */
export function createBorrowerService({ db, clock, orgFilter, region, blacklist, billsOf }: Deps) {
  async function present(rows: BorrowerRecord[]) {
    const labels = await orgFilter.labels([...new Set(rows.map((r) => r.ownerId))], []);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      mobile: maskMobile(r.mobile),
      idCard: maskIdCard(r.idCard),
      gender: idCardFacts(r.idCard)?.gender ?? null,
      marriage: r.marriage,
      areaCode: r.areaCode,
      salespersonName: labels.salespeople.get(r.ownerId) ?? null,
      createdAt: r.createdAt.toISOString(),
      version: r.version,
    }));
  }

  async function mustFind(user: SessionUser, id: number) {
    const row = await repo.find(db, id, scopeFor(user, BORROWER_PERMISSION));
    if (!row) throw new NotFound(keyed('borrowerNotFound'));
    return row;
  }

  /**
   * One borrower per ID number. Whoever may see the holder is told it exists; anyone else only
   * that it is registered outside their scope and whom to ask, never whose or where (decision 0016).
   */
  async function refuseTakenIdCard(db: Executor, user: SessionUser, idCard: string, exceptId?: number) {
    const holder = await repo.idCardHolder(db, idCard, exceptId);
    if (holder === null) return;
    const visible = await repo.find(db, holder, scopeFor(user, BORROWER_PERMISSION));
    throw new Conflict(keyed(visible ? 'borrowerIdCardTaken' : 'borrowerElsewhere'));
  }

  async function detailOf(row: BorrowerRecord): Promise<BorrowerDetail> {
    const [shown] = await present([row]);
    return { ...shown!, address: row.address, notes: row.notes, updatedAt: row.updatedAt.toISOString() };
  }

  return {
    list: (user: SessionUser, query: BorrowerListQuery): Promise<BorrowerListReply> =>
      pagedList(db, repo.list, borrowerWhere(scopeFor(user, BORROWER_PERMISSION), query), query, present),

    async detail(user: SessionUser, id: number): Promise<BorrowerDetailReply> {
      const row = await mustFind(user, id);
      return { ...(await detailOf(row)), bills: await billsOf(user, row.id) };
    },

    /**
     * A borrower another module attaches records to (a bank card), if `user` may see it under
     * `permission`: its name and the scope columns the record copies.
     */
    async holder(user: SessionUser, id: number, permission: string) {
      const row = await repo.find(db, id, scopeFor(user, permission));
      if (!row) return null;
      const { name, areaCode, departmentCode, groupId, ownerId } = row;
      return { id: row.id, name, areaCode, departmentCode, groupId, ownerId };
    },

    /** Borrowers' names by id (for lists that show whose a record is; the caller has already scoped the records). */
    async namesOf(ids: number[]): Promise<Map<number, string>> {
      return new Map((await repo.names(db, [...new Set(ids)])).map((r) => [r.id, r.name]));
    },

    /** The plain values, for the audited desensitised-data viewer only. */
    async sensitiveValues(user: SessionUser, id: number) {
      const row = await repo.find(db, id, scopeFor(user, BORROWER_PERMISSION));
      return row ? { mobile: row.mobile, idCard: row.idCard } : null;
    },

    async report(user: SessionUser, id: number): Promise<BorrowerReport> {
      const row = await mustFind(user, id);
      const facts = idCardFacts(row.idCard);
      const today = clock.now().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
      return {
        borrower: await detailOf(row),
        birthDate: facts?.birthDate ?? null,
        age: facts ? ageOn(facts.birthDate, today) : null,
        issuingRegion: facts ? (region.detail(facts.districtCode)?.fullName ?? null) : null,
        blacklist: await blacklist.isBlacklisted({ idCard: row.idCard, mobile: row.mobile }),
      };
    },

    async create(user: SessionUser, input: BorrowerInput, actor: AuditActor): Promise<{ id: number }> {
      const values = normalised(input);
      return db.transaction(async (tx) => {
        await refuseTakenIdCard(tx, user, values.idCard);
        const row = await repo.insert(tx, { ...values, ...ownedBy(user) });
        await recordAudit(tx, actor, { entity: BORROWER_ENTITY, entityId: row.id, action: 'create', after: auditView(values) });
        return { id: row.id };
      });
    },

    /**
     * The borrower a bill's customer is (issue 14): the holder of the ID number, whoever's it is, or
     * a new borrower owned by the bill's salesperson. Runs in the caller's transaction (`tx`), so a
     * bill that fails leaves no borrower behind.
     */
    async linkForBill(tx: Executor, user: SessionUser, customer: BillCustomer, actor: AuditActor): Promise<number> {
      const idCard = customer.idCard.toUpperCase();
      const holder = await repo.idCardHolder(tx, idCard);
      if (holder !== null) return holder;
      const values = { name: customer.name, idCard, mobile: customer.mobile, marriage: null, address: null, notes: null };
      const row = await repo.insertIfNew(tx, { ...values, ...ownedBy(user) });
      // Lost a race to another save of the same ID number: link to the one that won.
      if (!row) return (await repo.idCardHolder(tx, idCard))!;
      await recordAudit(tx, actor, {
        entity: BORROWER_ENTITY,
        entityId: row.id,
        action: 'create',
        after: { ...auditView(values), from: 'bill' },
      });
      return row.id;
    },

    /** Edits with optimistic locking: a stale version gets a 409, never a silent overwrite. */
    async update(user: SessionUser, id: number, input: BorrowerUpdate, actor: AuditActor): Promise<void> {
      const before = await mustFind(user, id);
      const values = normalised({ ...input, idCard: input.idCard || before.idCard, mobile: input.mobile || before.mobile });
      await db.transaction(async (tx) => {
        await refuseTakenIdCard(tx, user, values.idCard, id);
        const updated = await repo.update(tx, id, input.version, values);
        if (!updated.length) throw new Conflict(keyed('borrowerStale'));
        await recordAudit(tx, actor, {
          entity: BORROWER_ENTITY,
          entityId: id,
          action: 'update',
          before: auditView(before),
          after: auditView(values),
        });
      });
    },
  };
}

export type BorrowerService = ReturnType<typeof createBorrowerService>;

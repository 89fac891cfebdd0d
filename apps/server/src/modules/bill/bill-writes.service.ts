import { BILL_STATUS, type BillCreateBody, type BillInput, type MortgageInput } from '@lc/shared';
import type { Db, Tx } from '../../db/client';
import { Conflict, Validation, keyed } from '../../lib/errors';
import { claimOf, idempotent } from '../../db/idempotency';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, placeOf } from '../../core/session-user';
import type { BorrowerService } from '../borrower/borrower.service';
import type { RegionService } from '../region/region.service';
import { ownEditableBill } from './bill-access.service';
import { type BillChannels, checkBillChannel, withChannelContact } from './bill-channel.service';
import { type NewBill, type NewBillMortgage, billRepository as repo } from './bill.repository';

export type BillWriteDeps = {
  db: Db;
  clock: Clock;
  region: Pick<RegionService, 'detail'>;
  channels: BillChannels;
  borrowers: Pick<BorrowerService, 'linkForBill'>;
};

/** BJ_11 → BJ; a headquarters user (ALL) numbers as HQ. */
const areaPrefix = (areaCode: string) => (areaCode === 'ALL' ? 'HQ' : areaCode.slice(0, 2));
/** The business day in Asia/Shanghai, as YYYYMMDD. */
const shanghaiDay = (now: Date) => shanghaiDate(now).replaceAll('-', '');
/** What the duplicate check compares addresses by: region codes and the details without spaces. */
const addressKey = (m: { addressProvince?: string | undefined; addressDistrict?: string | undefined; addressDetails: string }) =>
  `${m.addressProvince ?? ''}|${m.addressDistrict ?? ''}|${m.addressDetails.replace(/\s+/g, '')}`;
const blankToNull = <T>(v: T | undefined) => (v === undefined || v === '' ? null : v);
const blanksToNull = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, blankToNull(v)]));

/** What a save writes: the form's fields, and whether the channel contact's mobile was copied from the channel. */
type BillValues = BillInput & { channelContactMobileCopied?: boolean };

function billColumns(input: BillValues) {
  const { mortgages: _m, ...f } = input;
  return blanksToNull({
    ...f,
    billType: f.billType ?? 0,
    channelContactMobileCopied: f.channelContactMobileCopied ?? false,
  }) as unknown as Omit<NewBill, 'billNo' | 'salespersonId' | 'areaCode'>;
}

/** Bill creation and editing: drafts with readable numbers, optimistic edits, abandoning. */
export function createBillWrites({ db, clock, region, channels, borrowers }: BillWriteDeps) {
  /** The customer's borrower record, found or created in the bill's transaction. */
  const borrowerOf = (tx: Tx, user: SessionUser, input: BillInput, audit: AuditActor) =>
    borrowers.linkForBill(tx, user, { name: input.billCustomerName, idCard: input.idCard, mobile: input.billCustomerMobile }, audit);

  function checkRegions(input: BillInput) {
    input.mortgages.forEach((m, i) => {
      for (const code of [m.addressProvince, m.addressDistrict]) {
        if (code && !region.detail(code)) throw new Validation(keyed('billMortgageRegionMissing', { n: i + 1, code }));
      }
      if (m.addressProvince && m.addressDistrict && region.detail(m.addressDistrict)?.pathCodes[0] !== m.addressProvince) {
        throw new Validation(keyed('billMortgageDistrictMismatch', { n: i + 1 }));
      }
    });
  }

  /** A collateral row's columns as stored, at its place in the bill. */
  const mortgageColumns = (billId: number, { id: _id, ...m }: MortgageInput, sort: number): NewBillMortgage => ({
    ...(blanksToNull(m) as unknown as Omit<NewBillMortgage, 'billId' | 'sort' | 'addressKey'>),
    addressDetails: m.addressDetails,
    billId,
    sort,
    addressKey: addressKey(m),
  });

  /**
   * An edit's collateral, keeping each row's identity (valuations are keyed to it, issue 14): a
   * row sent with its id is updated in place, one without is added, and a row of the bill no
   * longer sent is deleted, each delete audited. An id not of this bill is refused (the caller's
   * transaction then rolls back, so nothing changes), as is deleting a collateral with valuations.
   */
  async function editMortgages(tx: Tx, billId: number, input: BillInput, audit: AuditActor) {
    const current = await repo.mortgagesOf(tx, billId);
    const sent = new Set<number>();
    input.mortgages.forEach(({ id }, i) => {
      if (id === undefined) return;
      if (sent.has(id) || !current.some((m) => m.id === id)) {
        throw new Validation(keyed('billMortgageNotOfBill', { n: i + 1, id }), { field: `mortgages.${i}.id` });
      }
      sent.add(id);
    });
    const removed = current.filter((m) => !sent.has(m.id));
    for (const old of removed) {
      if (!(await repo.deleteMortgage(tx, old.id))) throw new Conflict(keyed('billMortgageValued', { address: old.addressDetails }));
      await recordAudit(tx, audit, { entity: 'bill_mortgage', entityId: old.id, action: 'delete', before: old });
    }
    const added: NewBillMortgage[] = [];
    for (const [sort, m] of input.mortgages.entries()) {
      if (m.id === undefined) added.push(mortgageColumns(billId, m, sort));
      else await repo.updateMortgage(tx, billId, m.id, mortgageColumns(billId, m, sort));
    }
    await repo.insertMortgages(tx, added);
    return { kept: [...sent], removed: removed.map((m) => m.id), added: added.length };
  }

  const writes = {
    async create(user: SessionUser, body: BillCreateBody, audit: AuditActor) {
      const { idempotencyKey, ...input } = body;
      checkRegions(input);
      // The channel check reads through the channel service on the database, not the transaction:
      // inside it, PGlite's one connection would wait for itself.
      const filled = withChannelContact(input, await checkBillChannel(channels, user, input, shanghaiDate(clock.now())));
      return idempotent(db, claimOf('bill.create', user.id, body), async () => {
        const row = await db.transaction((tx) => writes.createIn(tx, user, filled, idempotencyKey, audit));
        return { id: row.id, billNo: row.billNo, version: row.version };
      });
    },

    /** Inserts a draft inside the caller's transaction (create, and a pre-bill's conversion). */
    async createIn(tx: Tx, user: SessionUser, input: BillValues, idempotencyKey: string, audit: AuditActor) {
      checkRegions(input);
      const now = clock.now();
      const prefix = areaPrefix(user.areaCode);
      const day = shanghaiDay(now);
      const seq = await repo.nextSequence(tx, prefix, day);
      const row = await repo.insert(tx, {
        ...billColumns(input),
        borrowerId: await borrowerOf(tx, user, input, audit),
        billNo: `${prefix}${day}-${String(seq).padStart(4, '0')}`,
        salespersonId: user.id,
        ...placeOf(user),
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertMortgages(
        tx,
        input.mortgages.map((m, sort) => mortgageColumns(row.id, m, sort)),
      );
      await recordAudit(tx, audit, { entity: 'bill', entityId: row.id, action: 'create', after: { billNo: row.billNo } });
      return row;
    },

    async update(user: SessionUser, id: number, body: BillInput & { version: number }, audit: AuditActor) {
      const { version, ...typed } = body;
      checkRegions(typed);
      const before = await ownEditableBill(db, user, id);
      const input = withChannelContact(typed, await checkBillChannel(channels, user, typed, shanghaiDate(clock.now())));
      return db.transaction(async (tx) => {
        // A changed ID number is another borrower.
        const borrowerId = await borrowerOf(tx, user, input, audit);
        const row = await repo.updateEditable(tx, id, version, {
          ...billColumns(input),
          borrowerId,
          version: version + 1,
          updatedAt: clock.now(),
        });
        if (!row) throw new Conflict(keyed('billChanged'));
        const collateral = await editMortgages(tx, id, input, audit);
        await recordAudit(tx, audit, {
          entity: 'bill',
          entityId: id,
          action: 'update',
          before: { version: before.version },
          after: { version: row.version, collateral },
        });
        return row;
      });
    },

    async abandon(user: SessionUser, id: number, version: number, audit: AuditActor) {
      await ownEditableBill(db, user, id);
      await db.transaction(async (tx) => {
        const row = await repo.updateEditable(tx, id, version, {
          status: BILL_STATUS.abandoned,
          currentNode: null,
          version: version + 1,
          updatedAt: clock.now(),
        });
        if (!row) throw new Conflict(keyed('billChanged'));
        await recordAudit(tx, audit, { entity: 'bill', entityId: id, action: 'abandon' });
      });
    },
  };
  return writes;
}

import { BILL_STATUS, type BillCreateBody, type BillInput, message } from '@lc/shared';
import type { Db, Tx } from '../../db/client';
import { Conflict, Validation } from '../../lib/errors';
import { idempotentWrite } from '../../lib/idempotency.repository';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { SessionUser } from '../../core/session-user';
import type { RegionService } from '../region/region.service';
import { ownEditableBill } from './bill-access';
import { type BillChannels, checkBillChannel, withChannelContact } from './bill-channel';
import { type NewBill, type NewBillMortgage, billRepository as repo } from './bill.repository';

export type BillWriteDeps = {
  db: Db;
  clock: Clock;
  region: Pick<RegionService, 'detail'>;
  channels: BillChannels;
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
export function createBillWrites({ db, clock, region, channels }: BillWriteDeps) {
  function checkRegions(input: BillInput) {
    input.mortgages.forEach((m, i) => {
      for (const code of [m.addressProvince, m.addressDistrict]) {
        if (code && !region.detail(code)) throw new Validation(message('billMortgageRegionMissing', undefined, { n: i + 1, code }));
      }
      if (m.addressProvince && m.addressDistrict && region.detail(m.addressDistrict)?.pathCodes[0] !== m.addressProvince) {
        throw new Validation(message('billMortgageDistrictMismatch', undefined, { n: i + 1 }));
      }
    });
  }

  async function writeMortgages(tx: Tx, billId: number, input: BillInput) {
    await repo.replaceMortgages(
      tx,
      billId,
      input.mortgages.map(({ id: _id, ...m }, sort) => ({
        ...(blanksToNull(m) as unknown as Omit<NewBillMortgage, 'billId' | 'sort' | 'addressKey'>),
        addressDetails: m.addressDetails,
        billId,
        sort,
        addressKey: addressKey(m),
      })),
    );
  }

  const writes = {
    async create(user: SessionUser, body: BillCreateBody, audit: AuditActor) {
      const { idempotencyKey, ...input } = body;
      checkRegions(input);
      const earlier = () => repo.byIdempotencyKey(db, user.id, idempotencyKey);
      const claim = { scope: 'bill.create', userId: user.id, key: idempotencyKey, request: input };
      // The channel check reads through the channel service on the database, not the transaction:
      // inside it, PGlite's one connection would wait for itself.
      const filled = withChannelContact(input, await checkBillChannel(channels, user, input, shanghaiDate(clock.now())));
      return idempotentWrite(db, claim, earlier, (tx) => writes.createIn(tx, user, filled, idempotencyKey, audit));
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
        billNo: `${prefix}${day}-${String(seq).padStart(4, '0')}`,
        salespersonId: user.id,
        areaCode: user.areaCode,
        departmentCode: user.departmentCode,
        groupId: user.groupIds[0] ?? null,
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      });
      await writeMortgages(tx, row.id, input);
      await recordAudit(tx, audit, { entity: 'bill', entityId: row.id, action: 'create', after: { billNo: row.billNo } });
      return row;
    },

    async update(user: SessionUser, id: number, body: BillInput & { version: number }, audit: AuditActor) {
      const { version, ...typed } = body;
      checkRegions(typed);
      const before = await ownEditableBill(db, user, id);
      const input = withChannelContact(typed, await checkBillChannel(channels, user, typed, shanghaiDate(clock.now())));
      return db.transaction(async (tx) => {
        const row = await repo.updateEditable(tx, id, version, { ...billColumns(input), version: version + 1, updatedAt: clock.now() });
        if (!row) throw new Conflict(message('billChanged'));
        await writeMortgages(tx, id, input);
        await recordAudit(tx, audit, {
          entity: 'bill',
          entityId: id,
          action: 'update',
          before: { version: before.version },
          after: { version: row.version },
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
        if (!row) throw new Conflict(message('billChanged'));
        await recordAudit(tx, audit, { entity: 'bill', entityId: id, action: 'abandon' });
      });
    },
  };
  return writes;
}

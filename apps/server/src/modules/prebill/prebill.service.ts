import {
  PREBILL_PERMISSION,
  PREBILL_STATUS,
  type PreBillBrowseQuery,
  type PreBillCreateBody,
  type PreBillDetail,
  type PreBillListQuery,
  type PreBillListReply,
  billInput,
  maskIdCard,
  maskMobile,
  message,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { claimOf, idempotent } from '../../db/idempotency';
import type { AuditActor } from '../audit/audit.service';
import { recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor, placeOf } from '../../core/session-user';
import type { BillService } from '../bill/bill.service';
import { type PreBillFilters, type PreBillReach, type PreBillRecord, preBillRepository as repo, preBillWhere } from './prebill.repository';

const own = (user: SessionUser): PreBillReach => ({ ownerId: user.id });
const browseScope = (user: SessionUser): PreBillReach => ({ scope: scopeFor(user, PREBILL_PERMISSION.browse) });

function rowOf(r: PreBillRecord, masked: boolean) {
  return {
    id: r.id,
    customerName: r.customerName,
    customerMobile: masked ? maskMobile(r.customerMobile) : r.customerMobile,
    idCard: masked ? maskIdCard(r.idCard) : r.idCard,
    borrowType: r.borrowType,
    borrowAmount: r.borrowAmount,
    borrowDuration: r.borrowDuration,
    addressDetails: r.addressDetails,
    status: r.status,
    billId: r.billId,
    areaCode: r.areaCode,
    salespersonId: r.salespersonId,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  };
}

/** Pre-bills (询价): the salesperson's own list, the scoped browse list, and conversion into a bill draft. */
export function createPreBillService({ db, bills }: { db: Db; bills: Pick<BillService, 'createIn'> }) {
  async function list(reach: PreBillReach, q: PreBillFilters): Promise<PreBillListReply> {
    return pagedList(db, repo.list, preBillWhere(reach, q), q, (rows) => rows.map((r) => rowOf(r, true)));
  }

  /** One pre-bill inside `reach` (the caller's own, or their browse scope); masked unless `clear`. */
  async function one(reach: PreBillReach, id: number, clear: boolean): Promise<PreBillDetail> {
    const r = await repo.find(db, reach, id);
    if (!r) throw new NotFound(keyed('preBillNotFound'));
    const { addressProvince, addressDistrict, floorArea, evsTotalPrice, notes } = r;
    return { ...rowOf(r, !clear), addressProvince, addressDistrict, floorArea, evsTotalPrice, notes };
  }

  return {
    async create(user: SessionUser, body: PreBillCreateBody, audit: AuditActor) {
      const { idempotencyKey, ...input } = body;
      const blank = (v: string | undefined) => (v === undefined || v === '' ? null : v);
      const write = () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            ...input,
            addressProvince: blank(input.addressProvince),
            addressDistrict: blank(input.addressDistrict),
            floorArea: blank(input.floorArea),
            evsTotalPrice: blank(input.evsTotalPrice),
            notes: blank(input.notes),
            salespersonId: user.id,
            ...placeOf(user),
            idempotencyKey,
          });
          await recordAudit(tx, audit, { entity: 'pre_bill', entityId: row.id, action: 'create' });
          return { id: row.id, version: row.version };
        });
      return idempotent(db, claimOf('prebill.create', user.id, body), write);
    },

    mine: (user: SessionUser, q: PreBillListQuery) => list(own(user), q),
    browse: (user: SessionUser, q: PreBillBrowseQuery) => list(browseScope(user), q),
    /** The salesperson's own enquiry, in the clear (as the applicant sees a bill). */
    own: (user: SessionUser, id: number) => one(own(user), id, true),
    /** An enquiry in the browse scope, masked; outside it a 404, as if it did not exist. */
    browseOne: (user: SessionUser, id: number) => one(browseScope(user), id, false),

    /** One conversion only: the pre-bill is marked in the same transaction that makes the draft. */
    async convert(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const pre = await repo.find(db, own(user), id);
      if (!pre) throw new NotFound(keyed('preBillNotFound'));
      if (pre.status !== PREBILL_STATUS.open) throw new Conflict(keyed('preBillConverted'));
      const parsed = billInput.safeParse({
        billCustomerName: pre.customerName,
        billCustomerMobile: pre.customerMobile,
        idCard: pre.idCard,
        borrowType: pre.borrowType,
        borrowAmount: pre.borrowAmount,
        borrowDuration: pre.borrowDuration,
        billNotes: pre.notes ?? undefined,
        mortgages: [
          {
            addressProvince: pre.addressProvince ?? undefined,
            addressDistrict: pre.addressDistrict ?? undefined,
            addressDetails: pre.addressDetails,
            floorArea: pre.floorArea ?? undefined,
            evsTotalPriceWorldUnion: pre.evsTotalPrice ?? undefined,
          },
        ],
      });
      if (!parsed.success) throw new Validation(parsed.error.issues[0]?.message ?? message('preBillIncomplete'));
      return db.transaction(async (tx) => {
        const bill = await bills.createIn(tx, user, parsed.data, `prebill-${id}`, audit);
        if (!(await repo.markConverted(tx, id, version, bill.id))) throw new Conflict(keyed('preBillStale'));
        await recordAudit(tx, audit, { entity: 'pre_bill', entityId: id, action: 'convert', after: { billId: bill.id } });
        return { billId: bill.id, billNo: bill.billNo, version: bill.version };
      });
    },
  };
}
export type PreBillService = ReturnType<typeof createPreBillService>;

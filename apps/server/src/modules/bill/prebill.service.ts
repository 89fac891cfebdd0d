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
} from '@lc/shared';
import { type SQL, and, count, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scopeCondition } from '../../lib/data-scope';
import { Conflict, NotFound, Validation } from '../../lib/errors';
import { idempotentWrite } from '../../lib/idempotency.repository';
import type { AuditActor } from '../audit/audit.service';
import { recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../identity/session-user';
import type { BillService } from './bill.service';
import { preBills as p } from './bill.table';

const SCOPE_COLUMNS = { ownerId: p.salespersonId, groupId: p.groupId, departmentCode: p.departmentCode, areaCode: p.areaCode };
const NOT_FOUND = '询价记录不存在';
const browseScope = (user: SessionUser) => scopeCondition(scopeFor(user, PREBILL_PERMISSION.browse), SCOPE_COLUMNS);

function rowOf(r: typeof p.$inferSelect, masked: boolean) {
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
  async function list(where: SQL | undefined, q: PreBillListQuery & Partial<PreBillBrowseQuery>): Promise<PreBillListReply> {
    const filter = and(
      where,
      q.status !== undefined ? eq(p.status, q.status) : undefined,
      q.areaCode ? eq(p.areaCode, q.areaCode) : undefined,
      q.businessDeptCode ? eq(p.departmentCode, q.businessDeptCode) : undefined,
      typeof q.salesId === 'number' ? eq(p.salespersonId, q.salesId) : undefined,
      q.keyword ? or(like(p.customerName, `${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)) : undefined,
    );
    const rows = await db
      .select()
      .from(p)
      .where(filter)
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const [total] = await db.select({ n: count() }).from(p).where(filter);
    return { list: rows.map((r) => rowOf(r, true)), total: total?.n ?? 0 };
  }

  /** One pre-bill inside `where` (the caller's own, or their browse scope); masked unless `clear`. */
  async function one(where: SQL | undefined, id: number, clear: boolean): Promise<PreBillDetail> {
    const [r] = await db
      .select()
      .from(p)
      .where(and(eq(p.id, id), where));
    if (!r) throw new NotFound(NOT_FOUND);
    const { addressProvince, addressDistrict, floorArea, evsTotalPrice, notes } = r;
    return { ...rowOf(r, !clear), addressProvince, addressDistrict, floorArea, evsTotalPrice, notes };
  }

  return {
    async create(user: SessionUser, body: PreBillCreateBody, audit: AuditActor) {
      const { idempotencyKey, ...input } = body;
      const blank = (v: string | undefined) => (v === undefined || v === '' ? null : v);
      const earlier = async () => {
        const [row] = await db
          .select({ id: p.id, version: p.version })
          .from(p)
          .where(and(eq(p.salespersonId, user.id), eq(p.idempotencyKey, idempotencyKey)));
        return row;
      };
      const claim = { scope: 'prebill.create', userId: user.id, key: idempotencyKey, request: input };
      return idempotentWrite(db, claim, earlier, async (tx) => {
        const [row] = await tx
          .insert(p)
          .values({
            ...input,
            addressProvince: blank(input.addressProvince),
            addressDistrict: blank(input.addressDistrict),
            floorArea: blank(input.floorArea),
            evsTotalPrice: blank(input.evsTotalPrice),
            notes: blank(input.notes),
            salespersonId: user.id,
            areaCode: user.areaCode,
            departmentCode: user.departmentCode,
            groupId: user.groupIds[0] ?? null,
            idempotencyKey,
          })
          .returning({ id: p.id, version: p.version });
        await recordAudit(tx, audit, { entity: 'pre_bill', entityId: row!.id, action: 'create' });
        return row!;
      });
    },

    mine: (user: SessionUser, q: PreBillListQuery) => list(eq(p.salespersonId, user.id), q),
    browse: (user: SessionUser, q: PreBillBrowseQuery) => list(browseScope(user), q),
    /** The salesperson's own enquiry, in the clear (as the applicant sees a bill). */
    own: (user: SessionUser, id: number) => one(eq(p.salespersonId, user.id), id, true),
    /** An enquiry in the browse scope, masked; outside it a 404, as if it did not exist. */
    browseOne: (user: SessionUser, id: number) => one(browseScope(user), id, false),

    /** One conversion only: the pre-bill is marked in the same transaction that makes the draft. */
    async convert(user: SessionUser, id: number, version: number, audit: AuditActor) {
      const [pre] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, id), eq(p.salespersonId, user.id)));
      if (!pre) throw new NotFound(NOT_FOUND);
      if (pre.status !== PREBILL_STATUS.open) throw new Conflict('该询价已转为报单');
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
      if (!parsed.success) throw new Validation(parsed.error.issues[0]?.message ?? '询价信息不完整');
      return db.transaction(async (tx) => {
        const bill = await bills.createIn(tx, user, parsed.data, `prebill-${id}`, audit);
        const [marked] = await tx
          .update(p)
          .set({ status: PREBILL_STATUS.converted, billId: bill.id, version: version + 1 })
          .where(and(eq(p.id, id), eq(p.version, version), eq(p.status, PREBILL_STATUS.open)))
          .returning({ id: p.id });
        if (!marked) throw new Conflict('询价已被修改，请刷新后重试');
        await recordAudit(tx, audit, { entity: 'pre_bill', entityId: id, action: 'convert', after: { billId: bill.id } });
        return { billId: bill.id, billNo: bill.billNo, version: bill.version };
      });
    },
  };
}
export type PreBillService = ReturnType<typeof createPreBillService>;

import {
  APPOINTMENT_ENTITY,
  type AppointmentDesk,
  type AppointmentDetail,
  type AppointmentInput,
  type AppointmentListQuery,
  type AppointmentListReply,
  type AppointmentRow,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type AppointmentRecord, appointmentRepository as repo, appointmentWhere } from './appointment.repository';

const NOT_FOUND = keyed('appointmentNotFound');

export type AppointmentDeps = {
  db: Db;
  clock: Clock;
  org: Pick<OrgFilterService, 'labels' | 'holders'>;
  collateralOf: (billIds: number[]) => Promise<{ billId: number; address: string | null }[]>;
};

/** Rows with the names of their field person and owner (one lookup per page). */
export async function rowsOf(org: AppointmentDeps['org'], records: AppointmentRecord[]): Promise<AppointmentRow[]> {
  const ids = records.flatMap((r) => (r.fieldPersonId === null ? [r.ownerId] : [r.ownerId, r.fieldPersonId]));
  const { salespeople: names } = await org.labels(ids, []);
  return records.map((r) => ({
    id: r.id,
    billId: r.billId,
    billNo: r.billNo,
    customerName: r.customerName,
    kind: r.kind,
    address: r.address,
    visitDate: r.visitDate,
    startTime: r.startTime,
    endTime: r.endTime,
    status: r.status,
    fieldPersonId: r.fieldPersonId,
    fieldPersonName: r.fieldPersonId === null ? null : (names.get(r.fieldPersonId) ?? null),
    ownerName: names.get(r.ownerId) ?? null,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  }));
}

/**
 * One desk of appointments: /appoint (appoint_order) or /zkManager (the zk codes, direct clients).
 * Book a field visit for a bill, list, read and cancel (before dispatch only), in the scope of the
 * desk's code; a desk sees only its own kind (`direct`).
 */
export function createAppointmentService({ db, clock, org, collateralOf }: AppointmentDeps, desk: AppointmentDesk) {
  const scopeOf = (user: SessionUser) => scopeFor(user, desk.permission);

  return {
    list: (user: SessionUser, query: AppointmentListQuery): Promise<AppointmentListReply> =>
      pagedList(db, repo.list, appointmentWhere(scopeOf(user), desk.direct, query), query, (records) => rowsOf(org, records)),

    /** Out of scope is "not found": whether the record exists is not told. */
    async detail(user: SessionUser, id: number): Promise<AppointmentDetail> {
      const found = await repo.find(db, id, scopeOf(user), desk.direct);
      if (!found) throw new NotFound(NOT_FOUND);
      const [r] = await rowsOf(org, [found]);
      return {
        ...r!,
        remark: found.remark,
        dispatchedAt: found.dispatchedAt?.toISOString() ?? null,
        updatedAt: found.updatedAt.toISOString(),
      };
    },

    /** The bills the caller may book for, each with its first property's address to start from. */
    async bills(user: SessionUser, keyword: string | undefined) {
      const found = await repo.bookableBills(db, scopeOf(user), keyword, desk.direct);
      const collateral = await collateralOf(found.map((b) => b.id));
      return { list: found.map((b) => ({ ...b, address: collateral.find((c) => c.billId === b.id)?.address ?? null })) };
    },

    /** A visit for a bill in the caller's scope, on today or later; it belongs to the bill's salesperson. */
    async create(user: SessionUser, input: AppointmentInput, actor: AuditActor) {
      const bill = await repo.billInScope(db, scopeOf(user), input.billId);
      if (!bill) throw new NotFound(keyed('appointmentBillNotFound'));
      if (!repo.billBookable(bill.status)) throw new Validation(keyed('appointmentBillClosed'));
      if (desk.direct && bill.channelId !== null) throw new Validation(keyed('appointmentBillNotDirect'));
      if (input.visitDate < shanghaiDate(clock.now())) throw new Validation(keyed('appointmentPastDay'));
      const values = {
        billId: bill.id,
        billNo: bill.billNo,
        customerName: bill.customerName,
        kind: input.kind,
        address: input.address,
        visitDate: input.visitDate,
        startTime: input.startTime,
        endTime: input.endTime,
        remark: input.remark?.trim() || null,
        direct: desk.direct,
      };
      return db.transaction(async (tx) => {
        // Enter pressed twice, or a double click: the same bill in the same window is one visit.
        await repo.lockBillBookings(tx, bill.id);
        if (await repo.identical(tx, bill.id, input)) throw new Conflict(keyed('appointmentDuplicate'));
        const created = await repo.insert(tx, {
          ...values,
          bookedBy: user.id,
          ownerId: bill.ownerId,
          areaCode: bill.areaCode,
          departmentCode: bill.departmentCode,
          groupId: bill.groupId,
        });
        await recordAudit(tx, actor, { entity: APPOINTMENT_ENTITY, entityId: created.id, action: 'create', after: values });
        return { id: created.id };
      });
    },

    /** Before dispatch only: one conditional update and its audit entry; after dispatch, 409. */
    async cancel(user: SessionUser, id: number, reason: string | undefined, actor: AuditActor) {
      const before = await repo.find(db, id, scopeOf(user), desk.direct);
      if (!before) throw new NotFound(NOT_FOUND);
      return db.transaction(async (tx) => {
        const [applied] = await repo.cancel(tx, id);
        if (!applied) throw new Conflict(keyed('appointmentNotCancellable'));
        await recordAudit(tx, actor, {
          entity: APPOINTMENT_ENTITY,
          entityId: id,
          action: 'cancel',
          before: { status: before.status },
          after: { status: applied.status, reason: reason?.trim() || null },
        });
        return applied;
      });
    },
  };
}

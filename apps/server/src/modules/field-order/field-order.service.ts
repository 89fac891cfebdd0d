import {
  APPOINTMENT_KINDS,
  APPOINTMENT_STATUS,
  FIELD_ORDER_ENTITY,
  FIELD_ORDER_PERMISSION,
  FORM_OF_KIND,
  type BillVisitRow,
  type FieldOrderDecisionBody,
  type FieldOrderDetail,
  type FieldOrderListQuery,
  type FieldOrderListReply,
  type FieldOrderRow,
  type FieldOrderSubmitBody,
  findingsSchema,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { type Clock, shanghaiDate } from '../../lib/time';
import { Conflict, Forbidden, NotFound, Validation, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { UploadService } from '../upload/upload.service';
import { type AppointmentDeps, rowsOf } from '../appointment/appointment.service';
import type { FieldVisitService } from '../appointment/field-visits.service';
import { readableBill } from '../bill/bill-access.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { type OrderRow, fieldOrderRepository as repo, fieldOrderWhere, visibleTo } from './field-order.repository';

const NOT_FOUND = keyed('fieldOrderNotFound');
const CLOSED = keyed('fieldOrderClosed');

export type FieldOrderDeps = {
  db: Db;
  clock: Clock;
  org: AppointmentDeps['org'];
  uploads: Pick<UploadService, 'ownImages' | 'held'>;
  /** The visit's own changes, made by the appointment module in the order's transaction. */
  visits: Pick<FieldVisitService, 'touchOpen' | 'decide'>;
};

/**
 * /outerOrder (decision 0039): a field order is a dispatched appointment. Its field person submits
 * findings and photos (again, while it awaits review); a reviewer holding appoint_aprove with the
 * order in scope, not its field person, approves (2 → 3) or rejects (2 → 4) by conditional update.
 */
export function createFieldOrderService({ db, clock, org, uploads, visits }: FieldOrderDeps) {
  const scopeOf = (user: SessionUser) => scopeFor(user, FIELD_ORDER_PERMISSION);
  const formOf = (kind: number) => FORM_OF_KIND[kind] ?? 'houseResearch';

  async function rows(found: OrderRow[]): Promise<FieldOrderRow[]> {
    const base = await rowsOf(
      org,
      found.map((r) => r.appointment),
    );
    return found.map(({ appointment, order }, i) => ({
      ...base[i]!,
      form: formOf(appointment.kind),
      submittedAt: order?.submittedAt.toISOString() ?? null,
      reviewedAt: order?.reviewedAt?.toISOString() ?? null,
    }));
  }

  const visible = async (user: SessionUser, id: number) => {
    const found = await repo.find(db, id, visibleTo(user.id, scopeOf(user)));
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  };

  /** The reviewer's view: in scope (not merely assigned), submitted, and not the reviewer's own. */
  async function reviewable(user: SessionUser, id: number) {
    const found = await repo.find(db, id, repo.inScope(scopeOf(user)));
    if (!found) throw new NotFound(NOT_FOUND);
    assertMayDecide(user, { makerId: found.appointment.fieldPersonId });
    if (found.appointment.status !== APPOINTMENT_STATUS.dispatched) throw new Conflict(CLOSED);
    if (!found.order) throw new Conflict(keyed('fieldOrderNotSubmitted'));
    return found;
  }

  async function decide(user: SessionUser, id: number, body: FieldOrderDecisionBody, actor: AuditActor, approve: boolean) {
    const found = await reviewable(user, id);
    const to = approve ? APPOINTMENT_STATUS.approved : APPOINTMENT_STATUS.rejected;
    const comment = body.comment?.trim() || null;
    return db.transaction(async (tx) => {
      const [applied] = await visits.decide(tx, id, body.version, to);
      if (!applied) throw new Conflict(CLOSED);
      await repo.review(tx, id, user.id, comment);
      await recordAudit(tx, actor, {
        entity: FIELD_ORDER_ENTITY,
        entityId: id,
        action: approve ? 'approve' : 'reject',
        before: { status: found.appointment.status },
        after: { status: applied.status, comment },
      });
      return applied;
    });
  }

  /** The photo's id, when the order is visible to the caller and holds it. */
  async function photoOf(user: SessionUser, id: number, photoId: string) {
    const found = await visible(user, id);
    const photos = found.order ? await repo.photosOf(db, found.order.id) : [];
    if (!photos.includes(photoId)) throw new NotFound(keyed('fieldOrderPhotoNotFound'));
    return photoId;
  }

  return {
    /** The home badge: what the caller may review now (the review view's open orders). */
    reviewCount: (user: SessionUser) => repo.reviewCount(db, scopeOf(user), user.id),

    async list(user: SessionUser, query: FieldOrderListQuery): Promise<FieldOrderListReply> {
      return pagedList(db, repo.list, fieldOrderWhere(user.id, scopeOf(user), query), query, (found) => rows(found));
    },

    async detail(user: SessionUser, id: number): Promise<FieldOrderDetail> {
      const found = await visible(user, id);
      const { appointment, order } = found;
      const [[row], photoIds, names] = await Promise.all([
        rows([found]),
        order ? repo.photosOf(db, order.id) : Promise.resolve([]),
        org.labels(order?.reviewedBy ? [order.reviewedBy] : [], []),
      ]);
      const open = appointment.status === APPOINTMENT_STATUS.dispatched;
      const beforeVisitDay = appointment.visitDate > shanghaiDate(clock.now());
      const inScope = !!(await repo.find(db, id, repo.inScope(scopeOf(user))));
      return {
        ...row!,
        remark: appointment.remark,
        findings: order?.findings ?? null,
        photoIds,
        reviewerName: order?.reviewedBy ? (names.salespeople.get(order.reviewedBy) ?? null) : null,
        reviewComment: order?.reviewComment ?? null,
        mayFill: open && appointment.fieldPersonId === user.id && !beforeVisitDay,
        beforeVisitDay,
        mayReview: open && !!order && inScope && appointment.fieldPersonId !== user.id,
      };
    },

    /** Only the assigned field person, on the form of the visit's kind, with their own uploads; audited. */
    async submit(user: SessionUser, id: number, body: FieldOrderSubmitBody, actor: AuditActor) {
      const { appointment } = await visible(user, id);
      if (appointment.fieldPersonId !== user.id) throw new Forbidden(keyed('fieldOrderNotYours'));
      // Findings are what was seen on the visit: none before its day (Shanghai, as the booking's day).
      const today = shanghaiDate(clock.now());
      if (appointment.visitDate > today) throw new Validation(keyed('fieldOrderBeforeVisit', { date: appointment.visitDate }));
      const form = formOf(appointment.kind);
      if (body.form !== form) {
        throw new Validation(keyed('fieldOrderWrongForm', { form: APPOINTMENT_KINDS[appointment.kind as 1]['zh-CN'] }));
      }
      const findings = findingsSchema(form).parse(body.findings) as Record<string, string | number>;
      if ((await uploads.ownImages(user, body.photoIds)).length !== body.photoIds.length) {
        throw new Validation(keyed('fieldOrderPhotoNotFound'));
      }
      return db.transaction(async (tx) => {
        const [applied] = await visits.touchOpen(tx, id, user.id, body.version);
        if (!applied) throw new Conflict(CLOSED);
        const values = { appointmentId: id, billId: appointment.billId, form, findings, submittedBy: user.id };
        if (!(await repo.saveOrder(tx, values, body.photoIds))) throw new Conflict(keyed('fieldOrderPhotoUsed'));
        await recordAudit(tx, actor, {
          entity: FIELD_ORDER_ENTITY,
          entityId: id,
          action: 'submit',
          after: { form, findings, photoIds: body.photoIds },
        });
        return applied;
      });
    },

    approve: (user: SessionUser, id: number, body: FieldOrderDecisionBody, actor: AuditActor) => decide(user, id, body, actor, true),
    reject: (user: SessionUser, id: number, body: FieldOrderDecisionBody, actor: AuditActor) => decide(user, id, body, actor, false),
    photo: async (user: SessionUser, id: number, photoId: string) => uploads.held.payload(await photoOf(user, id, photoId)),
    photoKey: async (user: SessionUser, id: number, photoId: string) => uploads.held.dataKey(await photoOf(user, id, photoId)),

    /** A bill's visits for its operation stripe: whoever may read the bill sees them. */
    async billVisits(user: SessionUser, billId: number): Promise<BillVisitRow[]> {
      await readableBill(db, user, billId);
      const found = await repo.ofBill(db, billId);
      const ids = found.flatMap(({ appointment, order }) => [appointment.fieldPersonId ?? 0, order?.reviewedBy ?? 0]);
      const { salespeople: names } = await org.labels(ids, []);
      return found.map(({ appointment: a, order: o }) => ({
        id: a.id,
        kind: a.kind,
        status: a.status,
        visitDate: a.visitDate,
        address: a.address,
        fieldPersonName: a.fieldPersonId ? (names.get(a.fieldPersonId) ?? null) : null,
        reviewerName: o?.reviewedBy ? (names.get(o.reviewedBy) ?? null) : null,
        reviewComment: o?.reviewComment ?? null,
        at: (o?.reviewedAt ?? o?.submittedAt ?? a.updatedAt).toISOString(),
      }));
    },
  };
}

export type FieldOrderService = ReturnType<typeof createFieldOrderService>;

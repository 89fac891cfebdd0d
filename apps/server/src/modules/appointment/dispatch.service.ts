import {
  APPOINTMENT_ENTITY,
  DISPATCH_PERMISSION,
  FIELD_ORDER_PERMISSION,
  type DispatchBatchBody,
  type DispatchBoard,
  type Locale,
  message,
} from '@lc/shared';
import { AppError, Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { AuditActor } from '../audit/audit.service';
import { recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { appointmentRepository as repo } from './appointment.repository';
import { type AppointmentDeps, rowsOf } from './appointment.service';

/**
 * /dispatch (role 35): the day board and assigning. An assignment takes the person's advisory lock
 * for the transaction, checks that none of their visits that day overlaps, then moves the
 * appointment 1 → 2 conditionally: concurrent assignments to one person run one after the other,
 * so overlapping ones cannot both pass (decision 0037).
 */
export function createDispatchService({ db, org }: Pick<AppointmentDeps, 'db' | 'org'>) {
  const scopeOf = (user: SessionUser) => scopeFor(user, DISPATCH_PERMISSION);
  const fieldStaff = (user: SessionUser) => org.holders(user, DISPATCH_PERMISSION, FIELD_ORDER_PERMISSION);

  async function assignOne(user: SessionUser, id: number, personId: number, version: number | undefined, actor: AuditActor) {
    const person = (await fieldStaff(user)).find((p) => p.id === personId);
    if (!person) throw new Validation(keyed('appointmentNotFieldStaff'));
    const found = await repo.find(db, id, scopeOf(user));
    if (!found) throw new NotFound(keyed('appointmentNotFound'));
    return db.transaction(async (tx) => {
      await repo.lockPerson(tx, personId);
      const clash = await repo.overlapping(tx, personId, found);
      if (clash) {
        throw new Conflict(
          keyed('appointmentOverlap', { name: person.name, date: found.visitDate, start: clash.startTime, end: clash.endTime }),
        );
      }
      const [applied] = await repo.assign(tx, id, personId, version);
      if (!applied) throw new Conflict(keyed('appointmentNotOpen'));
      await recordAudit(tx, actor, {
        entity: APPOINTMENT_ENTITY,
        entityId: id,
        action: 'dispatch',
        before: { status: found.status, fieldPersonId: found.fieldPersonId },
        after: { status: applied.status, fieldPersonId: personId },
      });
      return applied;
    });
  }

  return {
    async board(user: SessionUser, day: string): Promise<DispatchBoard> {
      const people = await fieldStaff(user);
      const [visits, open] = await Promise.all([
        repo.visitsOf(
          db,
          people.map((p) => p.id),
          day,
        ),
        repo.openOf(db, scopeOf(user), day),
      ]);
      return {
        day,
        people: people.map((p) => ({
          id: p.id,
          name: p.name,
          visits: visits
            .filter((v) => v.fieldPersonId === p.id)
            .map((v) => ({
              id: v.id,
              billNo: v.billNo,
              kind: v.kind,
              startTime: v.startTime,
              endTime: v.endTime,
              status: v.status,
              address: v.address,
            })),
        })),
        open: await rowsOf(org, open),
      };
    },

    assign: (user: SessionUser, id: number, personId: number, version: number, actor: AuditActor) =>
      assignOne(user, id, personId, version, actor),

    /** Each item on its own (one may fail while the others pass), answered in the caller's language. */
    async assignBatch(user: SessionUser, body: DispatchBatchBody, locale: Locale, actor: AuditActor) {
      const results: { id: number; ok: boolean; msg: string }[] = [];
      for (const item of body.items) {
        try {
          await assignOne(user, item.id, item.fieldPersonId, undefined, actor);
          results.push({ id: item.id, ok: true, msg: message('appointmentAssigned', locale) });
        } catch (error) {
          if (!(error instanceof AppError) || !error.keyed) throw error;
          results.push({ id: item.id, ok: false, msg: message(error.keyed.key, locale, error.keyed.vars) });
        }
      }
      return results;
    },

    /** The home badge: open appointments awaiting dispatch in the dispatcher's scope. */
    openCount: (user: SessionUser) => repo.openCount(db, scopeOf(user)),
  };
}

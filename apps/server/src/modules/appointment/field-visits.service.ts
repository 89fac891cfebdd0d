import type { Tx } from '../../db/client';
import { appointmentRepository as repo } from './appointment.repository';

/**
 * What a field order changes on its dispatched visit (decision 0075): the appointments are this
 * module's table, so the field-order module asks here, inside its own transaction. Each answers
 * the visit's new status and version, or nothing when the visit was no longer at the version read.
 */
export function createFieldVisitService() {
  return {
    /** The field person's submission: the visit, still awaiting approval, gets a new version. */
    touchOpen: (tx: Tx, id: number, personId: number, version: number) => repo.touchDispatched(tx, id, personId, version),
    /** The review: awaiting approval → approved or rejected. */
    decide: (tx: Tx, id: number, version: number, status: number) => repo.decideDispatched(tx, id, version, status),
  };
}
export type FieldVisitService = ReturnType<typeof createFieldVisitService>;

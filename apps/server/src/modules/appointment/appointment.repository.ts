import { APPOINTMENT_CANCEL, APPOINTMENT_STATUS, type AppointmentListQuery, BILL_STATUS, OCCUPYING_STATUSES } from '@lc/shared';
import { type SQL, and, asc, desc, eq, inArray, isNull, like, lt, or, gt, sql } from 'drizzle-orm';
import { countCapped } from '../../db/capped-count';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { appointments as t } from './appointment.table';
import { likePrefix } from '../../db/like-pattern';

const SCOPE_COLUMNS = { ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode };
const NEWEST_FIRST = [desc(t.createdAt), desc(t.id)];
/** Advisory-lock space of a field person's day board: assignments to one person run one at a time. */
const PERSON_LOCK_SPACE = 18_035;
/** Advisory-lock space of a bill's bookings: two identical bookings sent at once are checked one after the other. */
const BILL_BOOKING_LOCK_SPACE = 18_036;
/** A booking still standing: awaiting dispatch, dispatched or approved (a cancelled, rejected or scrapped one may be booked again). */
const STANDING_BOOKINGS = [APPOINTMENT_STATUS.booked, APPOINTMENT_STATUS.dispatched, APPOINTMENT_STATUS.approved];
/** Bills a visit may be booked for: in the approval flow or approved (not drafts, not abandoned). */
const BOOKABLE_BILL = [BILL_STATUS.inApproval, BILL_STATUS.returned, BILL_STATUS.withdrawn, BILL_STATUS.approved];

/** The table itself, for the field orders' joins (appointment.reads.ts); their writes go through the field-visit service. */
export const appointmentTable = t;
export type AppointmentRecord = typeof t.$inferSelect;
export type NewAppointment = typeof t.$inferInsert;
type Window = { visitDate: string; startTime: string; endTime: string };

/** The list's WHERE: the desk's kind (direct clients' or not), the caller's data scope and the filters; the page query and its count share it. */
export function appointmentWhere(
  scope: ScopeFilter,
  direct: boolean,
  q: Partial<Pick<AppointmentListQuery, 'keyword' | 'status' | 'kind' | 'visitDate'>>,
) {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE_COLUMNS), eq(t.direct, direct)];
  if (q.keyword) parts.push(or(like(t.billNo, likePrefix(q.keyword)), like(t.customerName, likePrefix(q.keyword))));
  if (q.status !== undefined) parts.push(eq(t.status, q.status));
  if (q.kind !== undefined) parts.push(eq(t.kind, q.kind));
  if (q.visitDate) parts.push(eq(t.visitDate, q.visitDate));
  return and(...parts);
}

export const appointmentRepository = {
  /** The desk's list, newest first (db/paged-list.ts). */
  list: listSource({ rows: (db) => db.select().from(t).$dynamic(), order: NEWEST_FIRST, counted: { from: t } }),

  /** The record, if it is inside the scope (and of the desk's kind, when one is given). */
  async find(db: Executor, id: number, scope: ScopeFilter, direct?: boolean): Promise<AppointmentRecord | undefined> {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), scopeCondition(scope, SCOPE_COLUMNS), direct === undefined ? undefined : eq(t.direct, direct)));
    return row;
  },

  async insert(db: Executor, values: NewAppointment) {
    const [row] = await db.insert(t).values(values).returning();
    return row!;
  },

  /** Before dispatch only: an empty result means it was dispatched (or ended) first. */
  cancel: (db: Executor, id: number) =>
    db
      .update(t)
      .set({ status: APPOINTMENT_CANCEL.to, version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(and(eq(t.id, id), inArray(t.status, [...APPOINTMENT_CANCEL.from])))
      .returning({ status: t.status, version: t.version }),

  /** Holds the bill's bookings until the transaction ends, so the duplicate check and the insert are one step. */
  lockBillBookings: (db: Executor, billId: number) =>
    db.execute(sql`select pg_advisory_xact_lock(${BILL_BOOKING_LOCK_SPACE}, ${billId}::int)`),

  /** A standing booking of the bill for the very same window: the same visit booked twice. */
  async identical(db: Executor, billId: number, w: Window) {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.billId, billId),
          eq(t.visitDate, w.visitDate),
          eq(t.startTime, w.startTime),
          eq(t.endTime, w.endTime),
          inArray(t.status, STANDING_BOOKINGS),
        ),
      )
      .limit(1);
    return row;
  },

  /** Holds the person's board until the transaction ends, so the overlap check and the assignment are one step. */
  lockPerson: (db: Executor, personId: number) => db.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK_SPACE}, ${personId}::int)`),

  /** The person's first visit on that day whose window overlaps this one (touching ends are free). */
  async overlapping(db: Executor, personId: number, w: Window) {
    const [row] = await db
      .select({ id: t.id, startTime: t.startTime, endTime: t.endTime })
      .from(t)
      .where(
        and(
          eq(t.fieldPersonId, personId),
          eq(t.visitDate, w.visitDate),
          inArray(t.status, [...OCCUPYING_STATUSES]),
          lt(t.startTime, w.endTime),
          gt(t.endTime, w.startTime),
        ),
      )
      .orderBy(asc(t.startTime))
      .limit(1);
    return row;
  },

  /** Open (awaiting dispatch) → dispatched, at the version read when one is given. */
  assign: (db: Executor, id: number, personId: number, version: number | undefined) =>
    db
      .update(t)
      .set({
        status: APPOINTMENT_STATUS.dispatched,
        fieldPersonId: personId,
        dispatchedAt: new Date(),
        version: sql`${t.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(t.id, id), eq(t.status, APPOINTMENT_STATUS.booked), version === undefined ? undefined : eq(t.version, version)))
      .returning({ status: t.status, version: t.version }),

  /** The visits of some people on one day, by start time. */
  visitsOf: (db: Executor, personIds: number[], day: string) =>
    personIds.length
      ? db
          .select()
          .from(t)
          .where(and(inArray(t.fieldPersonId, personIds), eq(t.visitDate, day), inArray(t.status, [...OCCUPYING_STATUSES])))
          .orderBy(asc(t.startTime), asc(t.id))
      : Promise.resolve([]),

  /** The open appointments of one day inside the scope, by wished start. */
  openOf: (db: Executor, scope: ScopeFilter, day: string) =>
    db
      .select()
      .from(t)
      .where(and(scopeCondition(scope, SCOPE_COLUMNS), eq(t.visitDate, day), eq(t.status, APPOINTMENT_STATUS.booked)))
      .orderBy(asc(t.startTime), asc(t.id))
      .limit(200),

  /** Open appointments in the scope, whatever the day (the home badge). */
  openCount: async (db: Executor, scope: ScopeFilter) =>
    (await countCapped(db, { from: t, where: and(scopeCondition(scope, SCOPE_COLUMNS), eq(t.status, APPOINTMENT_STATUS.booked)) })).total,

  /** Bills inside the scope a visit may be booked for (direct clients': no channel), by number or customer prefix, newest first. */
  bookableBills: (db: Executor, scope: ScopeFilter, keyword: string | undefined, directOnly = false) =>
    db
      .select({ id: loanSubject.columns.id, billNo: loanSubject.columns.billNo, customerName: loanSubject.columns.customerName })
      .from(loanSubject.table)
      .where(
        and(
          scopeCondition(scope, loanSubject.scopeColumns),
          inArray(loanSubject.columns.status, BOOKABLE_BILL),
          directOnly ? isNull(loanSubject.table.channelId) : undefined,
          keyword
            ? or(like(loanSubject.columns.billNo, likePrefix(keyword)), like(loanSubject.columns.customerName, likePrefix(keyword)))
            : undefined,
        ),
      )
      .orderBy(desc(loanSubject.columns.createdAt), desc(loanSubject.columns.id))
      .limit(20),

  /** One bill inside the scope, with its owner's scope columns (the appointment is the bill's salesperson's). */
  async billInScope(db: Executor, scope: ScopeFilter, billId: number) {
    const c = loanSubject.columns;
    const [row] = await db
      .select({
        id: c.id,
        billNo: c.billNo,
        customerName: c.customerName,
        status: c.status,
        ownerId: c.salespersonId,
        areaCode: c.areaCode,
        departmentCode: c.departmentCode,
        groupId: c.groupId,
        channelId: loanSubject.table.channelId,
      })
      .from(loanSubject.table)
      .where(and(eq(c.id, billId), scopeCondition(scope, loanSubject.scopeColumns)));
    return row;
  },

  /** A field order's submission (field-order module): the visit, still awaiting approval at the version read, gets a new version. */
  touchDispatched: (db: Executor, id: number, personId: number, version: number) =>
    db
      .update(t)
      .set({ version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.fieldPersonId, personId), eq(t.status, APPOINTMENT_STATUS.dispatched), eq(t.version, version)))
      .returning({ status: t.status, version: t.version }),

  /** A field order's review (field-order module): awaiting approval → approved or rejected, at the version read. */
  decideDispatched: (db: Executor, id: number, version: number, status: number) =>
    db
      .update(t)
      .set({ status, version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.status, APPOINTMENT_STATUS.dispatched), eq(t.version, version)))
      .returning({ status: t.status, version: t.version }),

  billBookable: (status: number) => (BOOKABLE_BILL as readonly number[]).includes(status),
};

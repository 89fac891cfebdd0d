import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';

/** /appoint/appointList: a salesperson books and cancels visits in the data scope of appoint_order. */
export const APPOINTMENT_PERMISSION = 'appoint_order';
/** /zkManager/zkAppoint: direct clients' (直客) visits are booked, listed and cancelled here. */
export const ZK_APPOINTMENT_PERMISSION = 'zk_appointment_list';
/** /zkManager/zkList: the direct clients' visits, read only (zkListDetail). */
export const ZK_LIST_PERMISSION = 'zk_list';
/**
 * A desk books or reads one kind of appointment under its own code: /appoint the bills' visits,
 * /zkManager the direct clients' (a bill with no channel, the appointment flagged `direct`).
 */
export type AppointmentDesk = { permission: string; direct: boolean };
export const APPOINT_DESK = { permission: APPOINTMENT_PERMISSION, direct: false } as const satisfies AppointmentDesk;
export const ZK_APPOINT_DESK = { permission: ZK_APPOINTMENT_PERMISSION, direct: true } as const satisfies AppointmentDesk;
export const ZK_LIST_DESK = { permission: ZK_LIST_PERMISSION, direct: true } as const satisfies AppointmentDesk;
/** /dispatch/dispatchList (role 35): the day board and assigning. */
export const DISPATCH_PERMISSION = 'appoint_dispatch';
/** /outerOrder/outerOrderList: whoever holds it takes field orders, so appears on the dispatch board. */
export const FIELD_ORDER_PERMISSION = 'appoint_aprove';
/** The audit trail's name for these records. */
export const APPOINTMENT_ENTITY = 'appointment';

/** Spec 000 §4 appointment statuses (labels: STATUS_LISTS.appointment). */
export const APPOINTMENT_STATUS = {
  booked: 1,
  dispatched: 2,
  approved: 3,
  rejected: 4,
  cancelled: 5,
  scrapped: -2,
} as const satisfies Record<string, StatusCode<'appointment'>>;
export type AppointmentStatus = (typeof APPOINTMENT_STATUS)[keyof typeof APPOINTMENT_STATUS];

/** A visit holds its field person's time from dispatch on (done visits keep their place on the board). */
export const OCCUPYING_STATUSES = [APPOINTMENT_STATUS.dispatched, APPOINTMENT_STATUS.approved, APPOINTMENT_STATUS.rejected] as const;

/** Cancelling is allowed before dispatch only (issue 18 item 1): one conditional update. */
export const APPOINTMENT_CANCEL = { from: [APPOINTMENT_STATUS.booked], to: APPOINTMENT_STATUS.cancelled } as const;

/** The kinds of field visit (issue 18 item 1). */
export const APPOINTMENT_KINDS = {
  1: { 'zh-CN': '房屋调查', 'en-US': 'Property survey' },
  2: { 'zh-CN': '公证', 'en-US': 'Notarisation' },
  3: { 'zh-CN': '抵押登记', 'en-US': 'Registration' },
  4: { 'zh-CN': '银行核查', 'en-US': 'Bank' },
  5: { 'zh-CN': '婚姻核验', 'en-US': 'Marriage check' },
  6: { 'zh-CN': '企业核查', 'en-US': 'Company approval' },
} as const satisfies Record<number, LocalisedText>;
export type AppointmentKind = keyof typeof APPOINTMENT_KINDS;

/** The board's day: 08:00 to 20:00 in half hours; times are 'HH:mm' in Asia/Shanghai. */
export const VISIT_DAY_START = '08:00';
export const VISIT_DAY_END = '20:00';
const SLOT_MINUTES = 30;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Every half hour from the day's start to its end, both included. */
export const VISIT_TIMES: readonly string[] = Array.from(
  { length: (minutesOf(VISIT_DAY_END) - minutesOf(VISIT_DAY_START)) / SLOT_MINUTES + 1 },
  (_, i) => timeOf(minutesOf(VISIT_DAY_START) + i * SLOT_MINUTES),
);

/** Two windows on one day overlap when each starts before the other ends (touching is free). */
export const windowsOverlap = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }) =>
  a.startTime < b.endTime && b.startTime < a.endTime;

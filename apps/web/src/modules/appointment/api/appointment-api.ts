import { APPOINTMENT_API, type AppointmentInput, type DispatchBatchBody, ZK_APPOINTMENT_API } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = APPOINTMENT_API.endpoints;
const zk = ZK_APPOINTMENT_API.endpoints;

/** The list block's sources: /appoint's list, /zkManager's booking desk (zkAppoint) and its read-only list (zkList). */
export const APPOINTMENT_LIST = listSource(api.list);
export const ZK_APPOINTMENT_LIST = listSource(zk.list);
export const ZK_CLIENT_LIST = listSource(zk.clientList);

/**
 * Where an appointment is read or booked: /appoint (appoint_order), /zkManager/zkAppoint
 * (zk_appointment_list, books and cancels) or /zkManager/zkList (zk_list, reads only).
 */
export type AppointmentDeskName = 'appoint' | 'zk' | 'zkList';
const DESK = {
  appoint: { detail: api.detail, bills: api.bills, create: api.create, cancel: api.cancel },
  zk: { detail: zk.detail, bills: zk.bills, create: zk.create, cancel: zk.cancel },
  zkList: { detail: zk.clientDetail, bills: null, create: null, cancel: null },
} as const;
export const deskBooks = (desk: AppointmentDeskName) => DESK[desk].create !== null;

export const appointmentKeys = {
  all: ['appointment'] as const,
  detail: (desk: AppointmentDeskName, id: number) => ['appointment', desk, 'detail', id] as const,
  bills: (desk: AppointmentDeskName, keyword: string) => ['appointment', desk, 'bills', keyword] as const,
  board: (day: string) => ['appointment', 'board', day] as const,
};

/** After a write: the lists' remembered totals are dropped, and every appointment read refetched. */
export const refreshAppointments = (client: QueryClient) =>
  refreshAfterWrite(client, [APPOINTMENT_LIST, ZK_APPOINTMENT_LIST, ZK_CLIENT_LIST], [appointmentKeys.all]);

export const appointmentDetailQuery = (id: number, desk: AppointmentDeskName = 'appoint') =>
  queryOptions({
    queryKey: appointmentKeys.detail(desk, id),
    queryFn: ({ signal }) => call(DESK[desk].detail, { params: { id } }, { signal }),
  });
export const appointmentBillsQuery = (keyword: string, desk: 'appoint' | 'zk' = 'appoint') =>
  queryOptions({
    queryKey: appointmentKeys.bills(desk, keyword),
    queryFn: ({ signal }) => call(DESK[desk].bills, { query: keyword ? { keyword } : {} }, { signal }),
  });
export const dispatchBoardQuery = (day: string) =>
  queryOptions({ queryKey: appointmentKeys.board(day), queryFn: ({ signal }) => call(api.board, { query: { day } }, { signal }) });

/** Writes show their refusals (400, 409) where they were made: silent here. */
export const createAppointment = (body: AppointmentInput, desk: 'appoint' | 'zk' = 'appoint') =>
  call(DESK[desk].create, { body }, { silent: true });
export const cancelAppointment = (id: number, reason?: string, desk: 'appoint' | 'zk' = 'appoint') =>
  call(DESK[desk].cancel, { params: { id }, body: reason ? { reason } : {} }, { silent: true });
export const assignAppointment = (id: number, fieldPersonId: number, version: number) =>
  call(api.assign, { params: { id }, body: { fieldPersonId, version } }, { silent: true });
export const assignAppointments = (body: DispatchBatchBody) => call(api.assignBatch, { body }, { silent: true });

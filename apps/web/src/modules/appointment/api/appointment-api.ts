import { APPOINTMENT_API, type AppointmentInput, type DispatchBatchBody } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = APPOINTMENT_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const APPOINTMENT_LIST = listSource(api.list);

export const appointmentKeys = {
  all: ['appointment'] as const,
  detail: (id: number) => ['appointment', 'detail', id] as const,
  bills: (keyword: string) => ['appointment', 'bills', keyword] as const,
  board: (day: string) => ['appointment', 'board', day] as const,
};

/** After a write: the list's remembered totals are dropped, and every appointment read refetched. */
export async function refreshAppointments(client: QueryClient) {
  client.removeQueries({ queryKey: ['list-total', APPOINTMENT_LIST.listUrl] });
  await Promise.all([
    client.invalidateQueries({ queryKey: appointmentKeys.all }),
    client.invalidateQueries({ queryKey: ['list', APPOINTMENT_LIST.listUrl] }),
  ]);
}

export const appointmentDetailQuery = (id: number) =>
  queryOptions({ queryKey: appointmentKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });
export const appointmentBillsQuery = (keyword: string) =>
  queryOptions({
    queryKey: appointmentKeys.bills(keyword),
    queryFn: ({ signal }) => call(api.bills, { query: keyword ? { keyword } : {} }, { signal }),
  });
export const dispatchBoardQuery = (day: string) =>
  queryOptions({ queryKey: appointmentKeys.board(day), queryFn: ({ signal }) => call(api.board, { query: { day } }, { signal }) });

/** Writes show their refusals (400, 409) where they were made: silent here. */
export const createAppointment = (body: AppointmentInput) => call(api.create, { body }, { silent: true });
export const cancelAppointment = (id: number, reason?: string) =>
  call(api.cancel, { params: { id }, body: reason ? { reason } : {} }, { silent: true });
export const assignAppointment = (id: number, fieldPersonId: number, version: number) =>
  call(api.assign, { params: { id }, body: { fieldPersonId, version } }, { silent: true });
export const assignAppointments = (body: DispatchBatchBody) => call(api.assignBatch, { body }, { silent: true });

import { FIELD_ORDER_API, type FieldOrderSubmitBody } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = FIELD_ORDER_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const FIELD_ORDER_LIST = listSource(api.list);

export const fieldOrderKeys = { all: ['field-order'] as const, detail: (id: number) => ['field-order', 'detail', id] as const };

/** After a write: the list's remembered totals are dropped; orders, appointments and bill stripes are read again. */
export const refreshFieldOrders = (client: QueryClient) =>
  refreshAfterWrite(client, [FIELD_ORDER_LIST], [fieldOrderKeys.all, ['appointment']]);

export const fieldOrderDetailQuery = (id: number) =>
  queryOptions({ queryKey: fieldOrderKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Writes show their refusals (400, 403, 409) where they were made: silent here. */
export const submitFieldOrder = (id: number, body: FieldOrderSubmitBody) => call(api.submit, { params: { id }, body }, { silent: true });
export const approveFieldOrder = (id: number, version: number) =>
  call(api.approve, { params: { id }, body: { version } }, { silent: true });
export const rejectFieldOrder = (id: number, version: number, comment: string) =>
  call(api.reject, { params: { id }, body: { version, comment } }, { silent: true });

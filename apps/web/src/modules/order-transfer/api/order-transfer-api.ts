import { ORDER_TRANSFER_API, type OrderTransferInput } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = ORDER_TRANSFER_API.endpoints;

/** The two lists: the applicant's requests, and the approval list, which opens on the orders awaiting approval (spec 001 §4). */
export const ORDER_TRANSFER_LISTS = {
  mine: listSource(api.mine),
  approve: listSource(api.approvals, { transferOrderStatus: '1' }),
} as const;
export type OrderTransferVariant = keyof typeof ORDER_TRANSFER_LISTS;

export const orderTransferKeys = {
  all: ['order-transfer'] as const,
  detail: (id: number) => ['order-transfer', 'detail', id] as const,
  people: ['order-transfer', 'people'] as const,
  bills: (keyword: string, salespersonId?: number) => ['order-transfer', 'bills', keyword, salespersonId ?? null] as const,
};

/** After a write: both lists' remembered totals are dropped, and every order-transfer read refetched. */
export const refreshOrderTransfers = (client: QueryClient) =>
  refreshAfterWrite(client, Object.values(ORDER_TRANSFER_LISTS), [orderTransferKeys.all]);

export const orderTransferDetailQuery = (id: number) =>
  queryOptions({ queryKey: orderTransferKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });
export const transferPeopleQuery = () =>
  queryOptions({ queryKey: orderTransferKeys.people, queryFn: ({ signal }) => call(api.people, {}, { signal }) });
export const transferBillsQuery = (keyword: string, salespersonId?: number) =>
  queryOptions({
    queryKey: orderTransferKeys.bills(keyword, salespersonId),
    queryFn: ({ signal }) =>
      call(api.bills, { query: { ...(keyword ? { keyword } : {}), ...(salespersonId ? { salespersonId } : {}) } }, { signal }),
  });

/** Writes show their refusals (400, 409) where they were made: silent here. */
export const applyOrderTransfer = (body: OrderTransferInput) => call(api.apply, { body }, { silent: true });
export const approveOrderTransfer = (id: number, flowVersion: number) => call(api.approve, { params: { id }, body: { flowVersion } });
export const rejectOrderTransfer = (id: number, flowVersion: number, comment: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment } }, { silent: true });

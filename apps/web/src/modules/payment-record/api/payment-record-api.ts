import { PAYMENT_RECORD_API, type PaymentRecordInput, type PaymentRecordVariant } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = PAYMENT_RECORD_API.endpoints;

/** The list blocks' sources: all records, the agency and direct-client variants, and the approval inbox. */
export const PAYMENT_RECORD_LISTS = {
  all: listSource(api.list),
  agency: listSource(api.agencyList),
  direct: listSource(api.directList),
  approve: listSource(api.approvals),
} as const satisfies Record<PaymentRecordVariant, unknown>;

export const paymentRecordKeys = {
  all: ['payment-record'] as const,
  detail: (id: number) => ['payment-record', 'detail', id] as const,
  bills: (keyword: string) => ['payment-record', 'bills', keyword] as const,
  billTotal: (variant: PaymentRecordVariant, billId: number) => ['payment-record', 'bill-total', variant, billId] as const,
};

/** After a write: every list's remembered totals are dropped, and every payment-record read refetched. */
export const refreshPaymentRecords = (client: QueryClient) =>
  refreshAfterWrite(client, Object.values(PAYMENT_RECORD_LISTS), [paymentRecordKeys.all]);

const LIST_ENDPOINT = { all: api.list, agency: api.agencyList, direct: api.directList, approve: api.approvals } as const;

export const paymentRecordDetailQuery = (id: number) =>
  queryOptions({ queryKey: paymentRecordKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });
export const paymentBillsQuery = (keyword: string) =>
  queryOptions({
    queryKey: paymentRecordKeys.bills(keyword),
    queryFn: ({ signal }) => call(api.bills, { query: keyword ? { keyword } : {} }, { signal }),
  });
/** A bill's records summed to the fen (the list with the bill's filter answers it). */
export const billTotalQuery = (variant: PaymentRecordVariant, billId: number) =>
  queryOptions({
    queryKey: paymentRecordKeys.billTotal(variant, billId),
    queryFn: ({ signal }) => call(LIST_ENDPOINT[variant], { query: { billId, pageSize: 1, withTotal: '0' } }, { signal }),
  });

/** Writes show their refusals (400, 409) where they were made: silent here. */
export const createPaymentRecord = (body: PaymentRecordInput) => call(api.create, { body }, { silent: true });
export const sendVouchers = (id: number, version: number, imageIds: string[]) =>
  call(api.vouchers, { params: { id }, body: { version, imageIds } }, { silent: true });
export const approvePaymentRecord = (id: number, version: number) => call(api.approve, { params: { id }, body: { version } });
export const rejectPaymentRecord = (id: number, version: number, comment: string) =>
  call(api.reject, { params: { id }, body: { version, comment } }, { silent: true });

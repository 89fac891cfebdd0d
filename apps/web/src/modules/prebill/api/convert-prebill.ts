import { request } from '@/lib/http';

export type PreBillConverted = { billId: number; billNo: string; version: number };

/**
 * POST /v1/prebill/:id/convert with the version the row was read at. Not silent: a second
 * conversion or a stale version (409) is shown by the client's error catalogue.
 */
export const convertPreBill = (id: number, version: number) =>
  request<PreBillConverted>({ domain: 'bill', method: 'POST', path: `/v1/prebill/${id}/convert`, body: { version } });

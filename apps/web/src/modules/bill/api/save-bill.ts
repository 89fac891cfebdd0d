import { request } from '@/lib/http';

export type BillSaved = { id: number; billNo: string; version: number };

/** Silent: a refused field shows under it, a 409 above the buttons. */
export const createBill = (body: Record<string, unknown> & { idempotencyKey: string }) =>
  request<BillSaved>({ domain: 'bill', method: 'POST', path: '/v1/bill', body, silent: true });

export const updateBill = (id: number, body: Record<string, unknown> & { version: number }) =>
  request<BillSaved>({ domain: 'bill', method: 'PUT', path: `/v1/bill/${id}`, body, silent: true });

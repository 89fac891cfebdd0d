import { request } from '@/lib/http';

export type BillSaved = { id: number; billNo: string; version: number };

/** Silent: a refused field shows under it, a 409 above the buttons. */
export const createBill = (body: Record<string, unknown> & { idempotencyKey: string }) =>
  request<BillSaved>({ domain: 'bill', method: 'POST', path: '/v1/bill', body, silent: true });

export const updateBill = (id: number, body: Record<string, unknown> & { version: number }) =>
  request<BillSaved>({ domain: 'bill', method: 'PUT', path: `/v1/bill/${id}`, body, silent: true });

/** A key for one save, kept across its retries, so a retried create makes no second bill. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-HTTP pages have no randomUUID; random bytes serve the same purpose.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

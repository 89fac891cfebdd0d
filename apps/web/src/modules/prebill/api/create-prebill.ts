import type { PreBillCreateBody } from '@lc/shared';
import { request } from '@/lib/http';

export type PreBillSaved = { id: number; version: number };

/** Silent: a refused field shows under it, anything else above the buttons. */
export const createPreBill = (body: PreBillCreateBody) =>
  request<PreBillSaved>({ domain: 'bill', method: 'POST', path: '/v1/prebill', body, silent: true });

/** A key for one save, kept across its retries, so a retried create records one enquiry. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-HTTP pages have no randomUUID; random bytes serve the same purpose.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

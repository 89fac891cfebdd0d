import type { PreBillCreateBody } from '@lc/shared';
import { request } from '@/lib/http';

export type PreBillSaved = { id: number; version: number };

/** Silent: a refused field shows under it, anything else above the buttons. */
export const createPreBill = (body: PreBillCreateBody) =>
  request<PreBillSaved>({ domain: 'bill', method: 'POST', path: '/v1/prebill', body, silent: true });

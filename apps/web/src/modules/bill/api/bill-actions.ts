import type { FlowBulkBody, FlowBulkReply } from '@lc/shared';
import { request } from '@/lib/http';

/*
 * The bill's flow actions. Not silent: a refusal (403), a stale version (409) or a bad body (400)
 * is shown by the client's error catalogue with the server's message; the caller then refetches.
 */
const B = '/v1/bill';
const post = <T>(path: string, body: unknown) => request<T>({ domain: 'bill', method: 'POST', path, body });

export type BillActionReply = { id: number; status: number; flowVersion: number; currentNode: string | null };
export type BillSubmitReply = {
  id: number;
  flowVersion: number;
  currentNode: string;
  duplicateOf: string[];
  duplicateElsewhere: boolean;
  blacklisted: boolean;
};

export const submitBill = (id: number, version: number) => post<BillSubmitReply>(`${B}/${id}/submit`, { version });
export const abandonBill = (id: number, version: number) => post<null>(`${B}/${id}/abandon`, { version });
export const withdrawBill = (id: number, flowVersion: number) => post<BillActionReply>(`${B}/${id}/withdraw`, { flowVersion });
export const approveBill = (id: number, flowVersion: number, comment?: string) =>
  post<BillActionReply>(`${B}/${id}/approve`, { flowVersion, ...(comment ? { comment } : {}) });
/** `to`: 'applicant', or the key of an earlier node. */
export const rejectBill = (id: number, flowVersion: number, comment: string, to: string) =>
  post<BillActionReply>(`${B}/${id}/reject`, { flowVersion, comment, to });
export const bulkAct = (body: FlowBulkBody) => post<FlowBulkReply>(`${B}/approve/batch`, body);

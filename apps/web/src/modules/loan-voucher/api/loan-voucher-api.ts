import { LOAN_VOUCHER_API, type LoanVoucherLevel } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = LOAN_VOUCHER_API.endpoints;

/** The two audit lists' sources (spec 000 §7: POST on the bill domain). */
export const LOAN_VOUCHER_LISTS = {
  first: listSource(api.list),
  second: listSource(api.secondList),
} as const satisfies Record<LoanVoucherLevel, unknown>;

export const loanVoucherKeys = {
  all: ['loan-voucher'] as const,
  detail: (id: number) => ['loan-voucher', 'detail', id] as const,
};

/** After a write: both lists' remembered totals are dropped, and every loan-voucher read refetched. */
export const refreshLoanVouchers = (client: QueryClient) =>
  refreshAfterWrite(client, Object.values(LOAN_VOUCHER_LISTS), [loanVoucherKeys.all]);

export const loanVoucherDetailQuery = (id: number) =>
  queryOptions({ queryKey: loanVoucherKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Writes show their refusals (400, 403, 409) where they were made: silent here. */
export const uploadLoanVoucher = (id: number, version: number, imageIds: string[]) =>
  call(api.upload, { params: { id }, body: { version, imageIds } }, { silent: true });
const auditOf = (level: 1 | 2) => (level === 1 ? api.firstAudit : api.secondAudit);
/** An approval's refusal (403 own upload, 409 stale) shows in the error dialog. */
export const approveLoanVoucher = (level: 1 | 2, id: number, version: number) =>
  call(auditOf(level), { params: { id }, body: { version, decision: 'approve' } });
export const rejectLoanVoucher = (level: 1 | 2, id: number, version: number, comment: string) =>
  call(auditOf(level), { params: { id }, body: { version, decision: 'reject', comment } }, { silent: true });

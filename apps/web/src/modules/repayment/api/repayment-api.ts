import { REPAYMENT_API, type RepaymentComponent } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = REPAYMENT_API.endpoints;

/** repaymentManageList: the loans in repayment (repayManage). */
export const REPAY_MANAGE_LIST = listSource(api.repayManage);
/** repayApplyReview: recorded repayments (the page fixes those awaiting review). */
export const REPAY_APPLY_LIST = listSource(api.repayApplyList);
/** repaymentQueryList: every instalment in scope (repayList). */
export const REPAY_LIST = listSource(api.repayList);

export const repaymentKeys = {
  all: ['repayment'] as const,
  loan: (id: number) => ['repayment', 'loan', id] as const,
  schedule: (loanId: number) => ['repayment', 'schedule', loanId] as const,
  statistics: (filters: Record<string, string>) => ['repayment', 'statistics', filters] as const,
};

/** A loan and its schedule, for whoever holds business_repay_list. */
export const repayLoanQuery = (id: number) =>
  queryOptions({ queryKey: repaymentKeys.loan(id), queryFn: ({ signal }) => call(api.repayManageDetail, { params: { id } }, { signal }) });

/** A loan's schedule through repayList, for the risk query (risk_repay_query). */
export const repayScheduleQuery = (loanId: number) =>
  queryOptions({
    queryKey: repaymentKeys.schedule(loanId),
    queryFn: ({ signal }) => call(api.repayList, { body: { loanId, pageNum: 1, pageSize: 100, withTotal: '0' } }, { signal }),
  });

/** repayList/statistics for the filters the list shows. */
export const repayStatisticsQuery = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: repaymentKeys.statistics(filters),
    queryFn: ({ signal }) => call(api.repayListStatistics, { body: filters }, { signal }),
  });

/** After a repayment: both lists and their remembered totals, and every loan read, are fetched again. */
export const refreshRepayments = (client: QueryClient) =>
  refreshAfterWrite(client, [REPAY_MANAGE_LIST, REPAY_LIST, REPAY_APPLY_LIST], [repaymentKeys.all]);

/** Records money received (or an early settlement, decision 0048, or a refund of the credit, 0053); its refusals show on the form (silent here). */
export const applyRepayment = (loanId: number, amount: string, idempotencyKey: string, kind?: boolean | { refund: true }) =>
  call(
    api.repayApply,
    { body: { loanId, amount, idempotencyKey, ...(kind === true ? { settle: true } : typeof kind === 'object' ? kind : {}) } },
    { silent: true },
  );

/** What settling the loan takes on the business date (decision 0048). */
export const prepaymentQuoteQuery = (loanId: number) =>
  queryOptions({
    queryKey: [...repaymentKeys.loan(loanId), 'quote'],
    queryFn: ({ signal }) => call(api.prepaymentQuote, { params: { id: loanId } }, { signal }),
  });
/** A loan's settlement and what it started (settleStatus). */
export const settleStatusQuery = (loanId: number) =>
  queryOptions({
    queryKey: [...repaymentKeys.loan(loanId), 'settleStatus'],
    queryFn: ({ signal }) => call(api.settleStatus, { body: { loanId } }, { signal }),
  });

/** A loan's recorded repayments, newest first (repayApply/list). */
export const repayApplicationsQuery = (loanId: number) =>
  queryOptions({
    queryKey: [...repaymentKeys.loan(loanId), 'applications'],
    queryFn: ({ signal }) => call(api.repayApplyList, { body: { loanId, pageNum: 1, pageSize: 50, withTotal: '0' } }, { signal }),
  });
/** Finance's review of a recorded repayment (decision 0041). */
export const approveRepayment = (id: number) => call(api.repayApplyApprove, { params: { id } });
export const rejectRepayment = (id: number, reason: string) =>
  call(api.repayApplyReject, { params: { id }, body: { reason } }, { silent: true });

/** overdueRecordList and overdueScheduleList (decision 0035). */
export const OVERDUE_LOAN_LIST = listSource(api.overdueLoans);
export const OVERDUE_SCHEDULE_LIST = listSource(api.overdueSchedules);

/** The business date and whether it may be moved on here. */
export const businessDateQuery = () =>
  queryOptions({ queryKey: [...repaymentKeys.all, 'businessDate'], queryFn: ({ signal }) => call(api.businessDate, {}, { signal }) });

/** The business date's operation record: the latest moves by hand (decision 0074). */
export const businessDateMovesQuery = () =>
  queryOptions({
    queryKey: [...repaymentKeys.all, 'businessDate', 'moves'],
    queryFn: ({ signal }) => call(api.businessDateMoves, {}, { signal }),
  });

/** Moves the business date on and runs the overdue run (admin, outside production); refusals show on the form. */
export const advanceBusinessDate = (businessDate: string) => call(api.advanceBusinessDate, { body: { businessDate } }, { silent: true });

/** After the run: the overdue lists and every repayment read are fetched again. */
export const refreshOverdue = (client: QueryClient) =>
  refreshAfterWrite(client, [OVERDUE_LOAN_LIST, OVERDUE_SCHEDULE_LIST, REPAY_MANAGE_LIST, REPAY_LIST], [repaymentKeys.all]);

/** The waterfall order (decision 0053). */
export const repaymentSettingsQuery = queryOptions({
  queryKey: [...repaymentKeys.all, 'settings'] as const,
  queryFn: ({ signal }) => call(api.repaymentSettings, {}, { signal }),
});
/** Saves the waterfall order over the version read; a refusal shows in the dialog (silent here). */
export const saveRepaymentSettings = (body: { waterfall: RepaymentComponent[]; version: number }) =>
  call(api.saveRepaymentSettings, { body }, { silent: true });

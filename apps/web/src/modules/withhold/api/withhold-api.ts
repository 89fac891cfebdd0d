import { CHANNEL_OUTCOMES, type RechargeInput, WITHHOLD_API } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = WITHHOLD_API.endpoints;

/** withholdRecordList, the desk's list (zhWithholdList) and rechargeRecordList. */
export const WITHHOLD_RECORDS = listSource(api.records);
export const WITHHOLD_DESK = listSource(api.deskList);
export const RECHARGE_LIST = listSource(api.rechargeList);

export const withholdKeys = {
  all: ['withhold'] as const,
  dues: (keyword: string) => ['withhold', 'dues', keyword] as const,
  rechargeLoans: (keyword: string) => ['withhold', 'rechargeLoans', keyword] as const,
};

/** The recharge form's choice: loans not settled in the caller's scope, by bill number or customer. */
export const rechargeLoansQuery = (keyword: string) =>
  queryOptions({
    queryKey: withholdKeys.rechargeLoans(keyword),
    queryFn: ({ signal }) => call(api.rechargeLoans, { body: { keyword } }, { signal }),
  });

/** The desk's choices: instalments due and unpaid on the business date. */
export const withholdDuesQuery = (keyword: string) =>
  queryOptions({
    queryKey: withholdKeys.dues(keyword),
    queryFn: ({ signal }) => call(api.dues, { body: { keyword, pageNum: 1, pageSize: 50, withTotal: '0' } }, { signal }),
  });

/** After a withholding or a recharge decision: every list and its remembered total is fetched again. */
export const refreshWithholds = (client: QueryClient) =>
  refreshAfterWrite(client, [WITHHOLD_RECORDS, WITHHOLD_DESK, RECHARGE_LIST], [withholdKeys.all]);

export type SimulatedOutcome = (typeof CHANNEL_OUTCOMES)[number];
/** Starts a withholding; the form shows its refusals (silent here). */
export const startWithhold = (loanId: number, period: number, idempotencyKey: string) =>
  call(api.start, { body: { loanId, period, idempotencyKey } }, { silent: true });
export const setWithholdChannelNext = (outcome: SimulatedOutcome) => call(api.channelNext, { body: { outcome } }, { silent: true });
export const retryWithhold = (id: number) => call(api.retry, { params: { id } });
export const queryWithhold = (id: number) => call(api.query, { params: { id } });
export const reconcileWithholds = (day: string) => call(api.reconcile, { body: { day } }, { silent: true });
/** Records a recharge awaiting review; the form shows its refusals (silent here). */
export const recordRecharge = (body: RechargeInput) => call(api.recharge, { body }, { silent: true });
export const approveRecharge = (id: number) => call(api.rechargeApprove, { params: { id } });
export const rejectRecharge = (id: number, reason: string) =>
  call(api.rechargeReject, { params: { id }, body: { reason } }, { silent: true });

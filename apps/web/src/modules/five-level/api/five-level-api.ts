import { FIVE_LEVEL_API, type FiveLevelChangeInput } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = FIVE_LEVEL_API.endpoints;

/** The list block's source: the loans with their levels. */
export const FIVE_LEVEL_LOAN_LIST = listSource(api.loanList);

export const fiveLevelKeys = {
  all: ['five-level'] as const,
  loan: (billId: number) => ['five-level', 'loan', billId] as const,
};

/** After a write: the loans list and its remembered totals, and the loan's detail, are read again. */
export const refreshFiveLevels = (client: QueryClient) => refreshAfterWrite(client, [FIVE_LEVEL_LOAN_LIST], [fiveLevelKeys.all]);

/** A loan, its level and its change records (/borrowManage/assetLevelDetail). */
export const fiveLevelLoanQuery = (billId: number) =>
  queryOptions({
    queryKey: fiveLevelKeys.loan(billId),
    queryFn: ({ signal }) => call(api.loanDetail, { params: { id: billId } }, { signal }),
  });

/** Writes show their refusals on the form: silent here. */
export const requestLevelChange = (body: FiveLevelChangeInput) => call(api.changeLevel, { body }, { silent: true });
export const approveLevelChange = (id: number, comment?: string) => call(api.approve, { params: { id }, body: comment ? { comment } : {} });
export const rejectLevelChange = (id: number, comment: string) => call(api.reject, { params: { id }, body: { comment } }, { silent: true });

import { LEDGER_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const api = LEDGER_API.endpoints;

export const ledgerKeys = { trialBalance: ['ledger', 'trial-balance'] as const };

/** The whole book's trial balance (finance reads it; nothing on this page writes). */
export const trialBalanceQuery = queryOptions({
  queryKey: ledgerKeys.trialBalance,
  queryFn: ({ signal }) => call(api.trialBalance, undefined, { signal }),
});

import { INVARIANT_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, callWithMsg } from '@/lib/api-client';

const api = INVARIANT_API.endpoints;

export const invariantKeys = { latest: ['invariant', 'latest'] as const };

export const latestInvariantRunQuery = queryOptions({
  queryKey: invariantKeys.latest,
  queryFn: ({ signal }) => call(api.latest, undefined, { signal }),
});

/** A run now: the reply is the new run, its message says how many breaches it found. */
export const runInvariantCheck = () => callWithMsg(api.run, { body: {} });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http';
import { EVS_LIST } from '../api/valuation-lists';

/**
 * A valuation write (a price query, an estimate, a report, an enquiry) as a mutation: its button
 * shows the pending state; once recorded, the collateral list is read again. A refusal has been
 * shown by the API client (001 §8), so callers act on success only; anything else is a bug and
 * goes to the error boundary.
 */
export function useValuationWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['list', EVS_LIST.listUrl] }),
    throwOnError: (error) => !(error instanceof ApiError),
  });
}

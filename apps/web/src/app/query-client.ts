import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http';

/** A 4xx will not change on retry (and its dialog has been shown); other failures retry once. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) && failureCount < 1;

/** One client for the app; the route guard reads it outside React. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

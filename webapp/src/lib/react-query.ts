import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

import { isApiError } from './api-client';

export const MAX_QUERY_RETRIES = 3;

// 404 and 403 will not change on a retry; everything else (network errors,
// 5xx, timeouts) gets up to MAX_QUERY_RETRIES more attempts.
const NON_RETRYABLE_STATUSES = new Set([403, 404]);

/** TanStack `retry` predicate. TanStack passes failureCount = 0 after the first failure. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && NON_RETRYABLE_STATUSES.has(error.status)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export const queryConfig = {
  queries: {
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: shouldRetryQuery,
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

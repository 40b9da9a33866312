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

export const MAX_PAID_CALL_RETRIES = 2;

/**
 * TanStack `retry` predicate for paid calls (they send an idempotency key, so
 * a retry is never charged twice): retried when no answer arrived, the
 * server was unavailable, or the first attempt is still being worked on
 * (409 idempotency_in_progress). Refusals and server errors are not.
 */
export function shouldRetryPaidCall(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || failureCount >= MAX_PAID_CALL_RETRIES) return false;
  return (
    error.status === 0 ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504 ||
    (error.status === 409 && error.code === 'idempotency_in_progress')
  );
}

/** Delay before a paid call's retry: 1 s, then 2 s. */
export const paidCallRetryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 4000);

export const queryConfig = {
  queries: {
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: shouldRetryQuery,
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

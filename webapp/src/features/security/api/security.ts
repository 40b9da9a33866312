// The security page's API: the security health check (security_health_check),
// whether the caller is a verified admin (is_verified_admin), the caller's
// rate limits (read on the server without counting a request) and their reset
// on the local server, and the admins' list of recent security events.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, idempotencyKeyFor } from '@/lib/api-client';
import type { GrantParams, GrantReply, IsVerifiedAdminReply, RateLimitStatus, SecurityEventList, SecurityHealth } from '@/types/api.gen';

export const securityKeys = {
  health: (userId: string) => ['security', userId, 'health'] as const,
  admin: (userId: string) => ['security', userId, 'admin'] as const,
  limits: (userId: string) => ['security', userId, 'rate-limits'] as const,
  events: (userId: string) => ['security', userId, 'events'] as const,
};

export const getSecurityHealth = (signal?: AbortSignal) => api.post<SecurityHealth>('/rpc/security_health_check', {}, { signal });
export const getIsVerifiedAdmin = (signal?: AbortSignal) => api.post<IsVerifiedAdminReply>('/rpc/is_verified_admin', {}, { signal });
export const getRateLimits = (signal?: AbortSignal) => api.get<RateLimitStatus>('/rate-limits', { signal });
export const resetRateLimits = () => api.post<RateLimitStatus>('/rate-limits/reset', {});
export const getSecurityEvents = (signal?: AbortSignal) => api.get<SecurityEventList>('/security-events', { signal });

/** security_health_check; Refresh is refetch. */
export function useSecurityHealth(userId: string | undefined) {
  return useQuery({
    queryKey: securityKeys.health(userId ?? ''),
    queryFn: ({ signal }) => getSecurityHealth(signal),
    enabled: Boolean(userId),
    retry: false,
  });
}

/** The server's verified-admin check (the Cognito admin group). */
export function useIsVerifiedAdmin(userId: string | undefined) {
  return useQuery({
    queryKey: securityKeys.admin(userId ?? ''),
    queryFn: ({ signal }) => getIsVerifiedAdmin(signal),
    enabled: Boolean(userId),
  });
}

/** The caller's remaining requests per action in the current windows. */
export function useRateLimits(userId: string | undefined) {
  return useQuery({
    queryKey: securityKeys.limits(userId ?? ''),
    queryFn: ({ signal }) => getRateLimits(signal),
    enabled: Boolean(userId),
  });
}

/** Clears the caller's counters (the local server only), then reads them again. */
export function useResetRateLimits(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetRateLimits,
    onSuccess: (status) => queryClient.setQueryData(securityKeys.limits(userId ?? ''), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.limits(userId ?? '') }),
  });
}

/** The 10 newest security events; only asked for when the server says the caller is an admin. */
export function useSecurityEvents(userId: string | undefined, isAdmin: boolean) {
  return useQuery({
    queryKey: securityKeys.events(userId ?? ''),
    queryFn: ({ signal }) => getSecurityEvents(signal),
    enabled: Boolean(userId) && isAdmin,
  });
}

/** admin_grant_credits (verified admins only): one idempotency key per grant, reused by retries, so it adds once. */
export const grantCredits = (params: GrantParams) => api.post<GrantReply>('/rpc/admin_grant_credits', params, { idempotencyKey: idempotencyKeyFor(params) });

export const useGrantCredits = () => useMutation({ mutationFn: grantCredits });

import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { progressKeys } from '@/lib/progress-keys';
import type { PracticeSession, SessionPage, Stats } from '@/types/api.gen';

// The session and stats replies, generated from the Go types (practice.Session,
// practice.Stats …): winRate is the % of sessions scored 70 or more, streak the
// latest sessions in a row scored 80 or more, percentile null under 20 sessions.
export type { DayCount, Mastery, PracticeSession, SessionMessage, SessionPage, Stats } from '@/types/api.gen';

/** The browser's IANA zone, so "today" in the last-week chart is the user's today. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const getStats = (tz: string, signal?: AbortSignal) => api.get<Stats>(`/stats?tz=${encodeURIComponent(tz)}`, { signal });

export const getSessions = (limit: number, cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return api.get<SessionPage>(`/practice-sessions?${params}`, { signal });
};

export const getSession = (id: string, signal?: AbortSignal) => api.get<PracticeSession>(`/practice-sessions/${encodeURIComponent(id)}`, { signal });

export const statsQueryOptions = (userId: string, tz = browserTimeZone()) =>
  queryOptions({
    queryKey: progressKeys.statsFor(userId, tz),
    queryFn: ({ signal }) => getStats(tz, signal),
    // New sessions invalidate this explicitly; a minute keeps tab switches cheap.
    staleTime: 60_000,
  });

export const sessionsQueryOptions = (userId: string, limit: number) =>
  infiniteQueryOptions({
    queryKey: progressKeys.sessionList(userId, limit),
    queryFn: ({ signal, pageParam }) => getSessions(limit, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor || undefined,
    staleTime: 60_000,
  });

/** The signed-in user's stats; disabled without a user (guests have none). */
export const useStats = (userId: string | undefined) => useQuery({ ...statsQueryOptions(userId ?? ''), enabled: Boolean(userId) });

/** The user's sessions, newest first, `limit` per page. */
export const useSessions = (userId: string | undefined, limit = 10) =>
  useInfiniteQuery({ ...sessionsQueryOptions(userId ?? '', limit), enabled: Boolean(userId) });

export const useSession = (userId: string | undefined, id: string | undefined) =>
  useQuery({
    queryKey: progressKeys.session(userId ?? '', id ?? ''),
    queryFn: ({ signal }) => getSession(id!, signal),
    enabled: Boolean(userId && id),
  });

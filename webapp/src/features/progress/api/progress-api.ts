import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { progressKeys } from '@/lib/progress-keys';

/** One transcript line of a saved session. */
export type SessionMessage = { id: string; text: string; sender: 'user' | 'ai' | string; timestamp: string };

/** A saved practice session (GET /api/practice-sessions). */
export type PracticeSession = {
  id: string;
  /** pitch_analysis, objection_handling or roleplay. */
  scenario_type: string;
  mode: string;
  difficulty: string;
  industry: string;
  objection: string;
  duration_seconds: number;
  score: number;
  category_scores: Record<string, number> | null;
  transcript: SessionMessage[] | null;
  feedback_data: unknown;
  completed_at: string;
};

export type SessionPage = { sessions: PracticeSession[]; next_cursor?: string };

export type DayCount = { day: string; date: string; count: number };
export type Mastery = { category: string; mastered: number | null; sessions: number };

/** GET /api/stats: every figure computed on the server from the user's own sessions. */
export type Stats = {
  hasData: boolean;
  pitchCount: number;
  /** % of sessions scored 70 or more; null without data. */
  winRate: number | null;
  averageScore: number | null;
  bestScore: number | null;
  /** The last 7 days in the user's time zone, oldest first. */
  recentPitches: DayCount[];
  objectionCategories: Mastery[];
  /** Consecutive latest sessions scored 80 or more. */
  streak: number;
  /** Share of earlier sessions the latest score beat; null under 20 sessions. */
  percentile: number | null;
  sessionCount: number;
  categories: Record<string, number>;
  weakestCategory?: string;
  lastPracticedAt: string | null;
};

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

// The query keys of the user's saved sessions and statistics. The progress
// feature reads them; the features that save a session (practice, demo)
// mark them out of date.
import type { QueryClient } from '@tanstack/react-query';

export const progressKeys = {
  sessions: ['practice-sessions'] as const,
  sessionList: (userId: string, limit: number) => ['practice-sessions', userId, 'list', limit] as const,
  session: (userId: string, id: string) => ['practice-sessions', userId, 'detail', id] as const,
  stats: ['stats'] as const,
  statsFor: (userId: string, tz: string) => ['stats', userId, tz] as const,
};

/** After a new session is saved: sessions and stats are out of date. */
export function invalidateProgress(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: progressKeys.sessions }),
    queryClient.invalidateQueries({ queryKey: progressKeys.stats }),
  ]);
}

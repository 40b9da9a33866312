// The call-recordings API (notes/recordings-contract.md): the upload grant,
// the user's calls and one call, delete; and the practice sessions a call is
// compared with. The file itself never goes through the API: the browser
// PUTs it to the grant's URL (../lib/put-file.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PracticeSession, SessionPage } from '@/types/api.gen';

import { isMoving } from '../lib/calls';
import type { CallRecording, CreateRecordingBody, CreateRecordingReply, RecordingList } from './types';

/** While any call is still on its way to ready or failed, the list and the call are read again this often. */
export const POLL_MS = 3000;

export const recordingKeys = {
  all: ['recordings'] as const,
  list: (userId: string) => ['recordings', userId, 'list'] as const,
  detail: (userId: string, id: string) => ['recordings', userId, 'detail', id] as const,
  // Under 'practice-sessions', so a newly saved session marks it out of date too.
  practice: (userId: string) => ['practice-sessions', userId, 'compare'] as const,
};

const path = (id: string) => `/recordings/${encodeURIComponent(id)}`;

export const createRecording = (body: CreateRecordingBody) => api.post<CreateRecordingReply>('/recordings', body);
export const listRecordings = (signal?: AbortSignal) => api.get<RecordingList>('/recordings', { signal });
export const getRecording = (id: string, signal?: AbortSignal) => api.get<CallRecording>(path(id), { signal });
export const deleteRecording = (id: string) => api.delete<{ success: boolean }>(path(id));

/** How many practice sessions the comparison offers (the newest). */
export const COMPARE_SESSIONS = 50;
export const listPracticeSessions = (signal?: AbortSignal) =>
  api.get<SessionPage>(`/practice-sessions?limit=${COMPARE_SESSIONS}`, { signal });

/** The user's calls, newest first; polled every 3 s while one is on its way to ready or failed. */
export function useRecordings(userId: string | undefined) {
  return useQuery({
    queryKey: recordingKeys.list(userId ?? ''),
    queryFn: ({ signal }) => listRecordings(signal),
    enabled: Boolean(userId),
    select: (data) => [...(data.recordings ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    refetchInterval: (query) => (query.state.data?.recordings?.some((r) => isMoving(r)) ? POLL_MS : false),
  });
}

/** One call with its transcript, analysis and a fresh audio link; polled until final. */
export function useRecording(userId: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: recordingKeys.detail(userId ?? '', id ?? ''),
    queryFn: ({ signal }) => getRecording(id!, signal),
    enabled: Boolean(userId && id),
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? POLL_MS : false),
    // The audio link is valid for 10 minutes: read the call again after 5.
    staleTime: 5 * 60_000,
  });
}

/** The user's practice sessions that can be compared with a call (scored pitches), newest first. */
export function usePracticeSessions(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: recordingKeys.practice(userId ?? ''),
    queryFn: ({ signal }) => listPracticeSessions(signal),
    enabled: Boolean(userId) && enabled,
    select: (data): PracticeSession[] => (data.sessions ?? []).filter((s) => s.scenario_type === 'pitch_analysis'),
  });
}

export function useDeleteRecording(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<RecordingList>(recordingKeys.list(userId ?? ''), (data) =>
        data ? { recordings: data.recordings.filter((r) => r.id !== id) } : data,
      );
      queryClient.removeQueries({ queryKey: recordingKeys.detail(userId ?? '', id) });
      void queryClient.invalidateQueries({ queryKey: recordingKeys.list(userId ?? '') });
    },
  });
}

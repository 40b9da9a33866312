// The teams API: the caller's team, creating one, its figures over a period,
// invites by e-mail, accepting an invite, removing a member or leaving, and
// sharing one session with the manager. Every rule is the server's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MyTeam, Team, TeamInvite, TeamView } from '@/types/api.gen';

export type Period = 'week' | 'month' | 'quarter';

export const teamKeys = {
  all: ['teams'] as const,
  mine: (userId: string) => ['teams', userId, 'mine'] as const,
  view: (userId: string, teamId: string, period: Period) => ['teams', userId, 'view', teamId, period] as const,
};

const teamPath = (id: string) => `/teams/${encodeURIComponent(id)}`;

export const getMyTeam = (signal?: AbortSignal) => api.get<MyTeam>('/teams', { signal });
export const createTeam = (name: string) => api.post<Team>('/teams', { name });
export const getTeam = (id: string, period: Period, signal?: AbortSignal) => api.get<TeamView>(`${teamPath(id)}?period=${period}`, { signal });
export const inviteMember = (teamId: string, email: string) => api.post<TeamInvite>(`${teamPath(teamId)}/invites`, { email });
export const acceptInvite = (token: string) => api.post<Team>(`/invites/${encodeURIComponent(token)}/accept`, {});
export const removeMember = (teamId: string, userId: string) =>
  api.delete<{ success: boolean }>(`${teamPath(teamId)}/members/${encodeURIComponent(userId)}`);
export const shareSession = (teamId: string, sessionId: string) => api.post<{ success: boolean }>(`${teamPath(teamId)}/shares`, { sessionId });

/** The caller's team and role (team null without one). */
export function useMyTeam(userId: string | undefined) {
  return useQuery({ queryKey: teamKeys.mine(userId ?? ''), queryFn: ({ signal }) => getMyTeam(signal), enabled: Boolean(userId) });
}

/** The team's figures over the period, as the caller's role allows. */
export function useTeamView(userId: string | undefined, teamId: string | undefined, period: Period) {
  return useQuery({
    queryKey: teamKeys.view(userId ?? '', teamId ?? '', period),
    queryFn: ({ signal }) => getTeam(teamId!, period, signal),
    enabled: Boolean(userId && teamId),
  });
}

/** Any change to a team makes every team query out of date. */
function useTeamMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}

export const useCreateTeam = () => useTeamMutation(createTeam);
export const useInvite = (teamId: string) => useTeamMutation((email: string) => inviteMember(teamId, email));
export const useAcceptInvite = () => useTeamMutation(acceptInvite);
export const useRemoveMember = (teamId: string) => useTeamMutation((userId: string) => removeMember(teamId, userId));
export const useShareSession = (teamId: string) => useTeamMutation((sessionId: string) => shareSession(teamId, sessionId));

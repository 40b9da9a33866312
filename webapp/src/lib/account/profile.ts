import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { logSecurityEvent } from '@/lib/security-events';

export const INDUSTRIES = ['technology', 'finance', 'healthcare', 'retail', 'manufacturing', 'other'] as const;
export const CHALLENGES = ['pricing', 'competition', 'timing', 'authority', 'trust', 'closing'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export type Challenge = (typeof CHALLENGES)[number];

/** GET /api/profile (created with 1 credit on the first read). */
export type Profile = {
  id: string;
  /** -1 means unlimited. */
  credits_remaining: number;
  trial_used: boolean;
  created_at: string;
  updated_at: string;
  industry: Industry | '' | null;
  challenge: Challenge | '' | null;
  onboarding_completed_at: string | null;
  /** Replies in a row scoring 80 or more (role-play), kept on the server. */
  streak?: number;
  best_streak?: number;
};

export type ProfilePatch = { industry?: Industry; challenge?: Challenge; onboarding_completed?: true };

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => [...profileKeys.all, userId] as const,
};

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Profile>('/profile', { signal });

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: async ({ signal }) => {
      try {
        return await getProfile({ signal });
      } catch (error) {
        if (!signal.aborted) void logSecurityEvent('profile_loading_error', { operation: 'get_profile' });
        throw error;
      }
    },
  });

/** The signed-in user's profile; disabled without a user (guests have none). */
export const useProfile = (userId: string | undefined) =>
  useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });

export const updateProfile = (patch: ProfilePatch) => api.patch<Profile>('/profile', patch);

export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      if (userId) queryClient.setQueryData(profileKeys.detail(userId), profile);
    },
  });
}

/** POST /api/profile/trial: +10 credits once; 409 trial_already_used after that. */
export const startTrial = () => api.post<Profile>('/profile/trial');

export function useStartTrial(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (profile) => {
      // The server records trial_activated itself.
      if (userId) queryClient.setQueryData(profileKeys.detail(userId), profile);
    },
    onError: (error) => {
      void logSecurityEvent('trial_activation_failed', { error: error instanceof Error ? error.message : 'unknown' });
      if (userId) void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
    },
  });
}

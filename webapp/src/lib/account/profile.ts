import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ONBOARDING } from '@/config/business.gen';
import { api } from '@/lib/api-client';
import { logSecurityEvent } from '@/lib/security-events';
import type { Profile as ApiProfile, ProfilePatch as ApiProfilePatch } from '@/types/api.gen';

export const INDUSTRIES = ONBOARDING.industries;
export const CHALLENGES = ONBOARDING.challenges;
export type Industry = (typeof INDUSTRIES)[number];
export type Challenge = (typeof CHALLENGES)[number];

/**
 * GET /api/profile (created with 1 credit on the first read; credits_remaining
 * -1 means unlimited), with the onboarding choices narrowed to the server's
 * lists ('' until chosen).
 */
export type Profile = Omit<ApiProfile, 'industry' | 'challenge'> & { industry: Industry | ''; challenge: Challenge | '' };

export type ProfilePatch = ApiProfilePatch & { industry?: Industry; challenge?: Challenge };

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

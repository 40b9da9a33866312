import { useAuth } from '@/lib/auth/use-auth';
import { useGuest } from '@/lib/auth/use-guest';
import { local } from '@/lib/storage';

import { useProfile } from './profile';

export const onboardingCompletedKey = (userId: string) => `onboarding_completed_${userId}`;

/**
 * The account values of spec 000 §3: premium (always false while the premium
 * flag is off), credits, trial, new-user flag, init error and guest mode.
 */
export function useAccount() {
  const { user, status, initError } = useAuth();
  const { isGuest } = useGuest();
  const profile = useProfile(user?.id);
  const data = profile.data;
  const isNewUser =
    Boolean(user && data) && data!.onboarding_completed_at === null && local.get(onboardingCompletedKey(user!.id)) === null;
  return {
    user,
    authStatus: status,
    initError,
    isGuest,
    isPremium: false,
    profile,
    creditsRemaining: data?.credits_remaining,
    trialUsed: data?.trial_used,
    isNewUser,
  };
}

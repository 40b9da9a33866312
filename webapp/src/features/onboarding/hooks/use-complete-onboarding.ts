import { useCallback } from 'react';

import { toast } from '@/components/ui/toast';
import { useStartTrial, useUpdateProfile, type Challenge, type Industry } from '@/lib/account/profile';
import { onboardingCompletedKey } from '@/lib/account/use-account';
import { local } from '@/lib/storage';

import { onboardingStorage } from '../lib/onboarding';

/** Stores the onboarding choices in this browser and on the profile, and finishes onboarding. */
export function useOnboardingActions(userId: string) {
  const updateProfile = useUpdateProfile(userId);
  const startTrial = useStartTrial(userId);
  const { mutateAsync: patch } = updateProfile;
  const { mutateAsync: activateTrial } = startTrial;

  const saveChoice = useCallback(
    (choice: { industry: Industry } | { challenge: Challenge }) => {
      if ('industry' in choice) local.set(onboardingStorage.industry, choice.industry);
      else local.set(onboardingStorage.challenge, choice.challenge);
      patch(choice).catch(() =>
        toast({ title: 'Saved in this browser only', description: "We couldn't reach your account; your choice is kept on this device." }),
      );
    },
    [patch],
  );

  /** Resolves to whether the free trial was activated now. */
  const complete = useCallback(async (): Promise<boolean> => {
    const at = new Date().toISOString();
    local.set(onboardingStorage.complete, 'true');
    local.set(onboardingStorage.completedAt, at);
    local.set(onboardingCompletedKey(userId), 'true');
    await patch({ onboarding_completed: true }).catch(() => undefined);
    // The free trial starts after onboarding, once; failures are ignored (the dashboard offers it again).
    if (local.get(onboardingStorage.trialStarted) !== null) return false;
    local.set(onboardingStorage.trialStarted, 'true');
    return activateTrial().then(
      () => true,
      () => false,
    );
  }, [userId, patch, activateTrial]);

  return { saveChoice, complete };
}

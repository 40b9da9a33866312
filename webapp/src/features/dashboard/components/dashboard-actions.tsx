import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account/use-account';
import { useFeatureFlags } from '@/lib/app-config';

import { primaryAction } from '../lib/credits';

/** The primary action for the account's state, then the practice modes. */
export function DashboardActions() {
  const account = useAccount();
  const flags = useFeatureFlags();
  const { user, isGuest, profile } = account;
  const action = primaryAction({
    isGuest,
    signedIn: Boolean(user),
    trialUsed: account.trialUsed ?? false,
    credits: account.creditsRemaining ?? 0,
    pricingEnabled: flags.pricing,
  });
  const profileReady = !user || profile.isSuccess;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {profileReady && (
        <ButtonLink size="lg" to={action.to} data-testid="primary-action">
          {action.label}
        </ButtonLink>
      )}
      <ButtonLink size="lg" variant="outline" to={paths.practice.getHref()}>
        Practice
      </ButtonLink>
      <ButtonLink size="lg" variant="outline" to={paths.roleplay.getHref()}>
        Role Play
      </ButtonLink>
      <ButtonLink size="lg" variant="outline" to={paths.callRecordings.getHref()}>
        Call Recordings
      </ButtonLink>
    </div>
  );
}

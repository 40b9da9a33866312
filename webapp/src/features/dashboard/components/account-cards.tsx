import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useStartTrial } from '@/lib/account/profile';
import { useAccount } from '@/lib/account/use-account';
import { isApiError } from '@/lib/api-client';
import { useFeatureFlags, useSpeechEngines } from '@/lib/app-config';

import { CreditBalanceCard } from './credit-balance-card';

const TRIAL_ALREADY_USED = 'trial_already_used';

/** The overview's first row: credits (or the guest card), the plan, and quick practice. */
export function AccountCards() {
  const account = useAccount();
  const flags = useFeatureFlags();
  // Voice only where the server has a speech-to-text engine.
  const { speechToText } = useSpeechEngines();
  const { user, profile } = account;
  const startTrial = useStartTrial(user?.id);

  const onStartTrial = () =>
    startTrial.mutate(undefined, {
      onSuccess: (p) => toast({ title: 'Free trial started!', description: `10 credits were added. You now have ${p.credits_remaining}.`, variant: 'success' }),
      onError: (error) =>
        toast(
          isApiError(error) && error.code === TRIAL_ALREADY_USED
            ? { title: 'Trial already used', description: 'Your account has already had its free trial.' }
            : { title: 'Could not start the trial', description: 'Please try again in a moment.', variant: 'destructive' },
        ),
    });

  return (
    <div className="grid gap-4 md:grid-cols-3">
      {!user ? (
        <Card>
          <CardHeader title="Guest session" description="Nothing you do as a guest is saved." />
          <ButtonLink size="sm" to={paths.signup.getHref()}>
            Sign Up Free
          </ButtonLink>
          <p className="mt-3 text-xs text-muted-foreground">New accounts get 1 free pitch analysis. No credit card required.</p>
        </Card>
      ) : profile.isPending ? (
        <Card aria-busy="true">
          <p className="text-sm text-muted-foreground">Loading credit balance...</p>
        </Card>
      ) : profile.isError ? (
        <Card role="alert">
          <p className="text-sm text-red-600">Error loading credit balance. Please refresh the page.</p>
        </Card>
      ) : (
        <CreditBalanceCard
          credits={profile.data.credits_remaining}
          monthlyCredits={profile.data.monthly_credits}
          nextCreditsAt={profile.data.next_credits_at}
          isPremium={account.isPremium}
          trialUsed={profile.data.trial_used}
          pricingEnabled={flags.pricing}
          onStartTrial={onStartTrial}
          startingTrial={startTrial.isPending}
        />
      )}
      <Card>
        <CardHeader title="Subscription" />
        <p className="text-2xl font-semibold">Free plan</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {flags.subscription ? 'Manage your plan on the subscription page.' : profile.data?.monthly_credits
              ? `${profile.data.monthly_credits} free credits every month. Paid plans are not available yet.`
              : 'Paid plans are not available yet.'}
        </p>
      </Card>
      <Card>
        <CardHeader title="Quick practice" description={`${speechToText ? 'Type or say' : 'Type'} your pitch and get scored feedback in seconds.`} />
        <ButtonLink size="sm" to={paths.practice.getHref()}>
          Practice a pitch
        </ButtonLink>
      </Card>
    </div>
  );
}

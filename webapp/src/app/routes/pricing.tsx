import { MoreCredits, nextCreditsText } from '@/components/credits/more-credits';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { TRIAL_BONUS_CREDITS, UNLIMITED_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account/use-account';
import { useFeatureFlags } from '@/lib/app-config';

/**
 * /pricing: with the pricing flag on, the plans (not built yet); with it off
 * (as the spec has it), how credits work and the way forward for this
 * account, so an old link never lands on a dead end.
 */
export function PricingRoute() {
  const flags = useFeatureFlags();
  const { user, profile } = useAccount();
  if (flags.pricing) {
    return (
      <ComingSoon
        title="Pricing"
        description="Paid plans and credit packs are not available yet."
        planned={['Credit packs for occasional practice', 'Monthly plans for regular practice', 'Team plans with shared analytics']}
      />
    );
  }
  const monthly = profile.data?.monthly_credits ?? 0;
  const next = nextCreditsText(profile.data);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-testid="credits-page">
      <h1 className="text-3xl font-bold tracking-tight">Credits</h1>
      <p className="mt-3 text-muted-foreground">PitchPerfect is free to use: there is nothing to buy.</p>
      <Card className="mt-6">
        <h2 className="font-semibold">How you get credits</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>A new account starts with 1 free pitch analysis.</li>
          <li>The free trial adds {TRIAL_BONUS_CREDITS} credits, once.</li>
          {monthly > 0 && <li>Every month your balance is topped up to {monthly} free credits.</li>}
          <li>The free practice session (the demo) never uses credits.</li>
        </ul>
        {user && profile.data && (
          <div className="mt-4 text-sm">
            <p className="font-medium">
              You have {profile.data.credits_remaining === UNLIMITED_CREDITS ? 'unlimited' : profile.data.credits_remaining} credit
              {profile.data.credits_remaining === 1 ? '' : 's'}.
            </p>
            {next ? <p className="text-muted-foreground">{next}</p> : <MoreCredits className="text-muted-foreground" />}
          </div>
        )}
      </Card>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.demo.getHref()}>Free practice session</ButtonLink>
        <ButtonLink variant="outline" to={user ? paths.dashboard.getHref() : paths.signup.getHref()}>
          {user ? 'Go to the dashboard' : 'Sign Up Free'}
        </ButtonLink>
      </div>
    </div>
  );
}

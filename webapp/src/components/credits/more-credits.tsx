import { Link } from 'react-router';

import { TRIAL_BONUS_CREDITS, UNLIMITED_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Profile } from '@/lib/account/profile';
import { useAccount } from '@/lib/account/use-account';
import { useFeatureFlags } from '@/lib/app-config';
import { cn } from '@/lib/cn';

/** The day the next free credits come, in words ('December 1'); the server's date is midnight UTC. */
export function nextCreditsDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** 'Next free credits on December 1: your balance is topped up to 10.', or null without a monthly allowance. */
export function nextCreditsText(profile: Pick<Profile, 'next_credits_at' | 'monthly_credits'> | undefined): string | null {
  const day = nextCreditsDay(profile?.next_credits_at);
  if (!day || !profile?.monthly_credits) return null;
  return `Next free credits on ${day}: your balance is topped up to ${profile.monthly_credits}.`;
}

type ViewProps = {
  profile: Pick<Profile, 'credits_remaining' | 'trial_used' | 'monthly_credits' | 'next_credits_at'>;
  /** The pricing page exists only with the pricing flag on. */
  pricingEnabled: boolean;
  className?: string;
};

/** MoreCredits for a given profile and pricing flag (no data of its own). */
export function MoreCreditsView({ profile, pricingEnabled, className }: ViewProps) {
  if (profile.credits_remaining === UNLIMITED_CREDITS) return null;
  const next = nextCreditsText(profile);
  return (
    <span className={cn('block space-y-1', className)} data-testid="more-credits">
      {!profile.trial_used && (
        <span className="block">
          Your free trial adds {TRIAL_BONUS_CREDITS} credits:{' '}
          <Link className="font-medium underline" to={paths.dashboard.getHref()}>
            start it on your dashboard
          </Link>
          .
        </span>
      )}
      {next && (
        <span className="block" data-testid="next-credits">
          {next}
        </span>
      )}
      <span className="block">
        Meanwhile the{' '}
        <Link className="font-medium underline" to={paths.demo.getHref()}>
          free practice session
        </Link>{' '}
        costs nothing.
        {pricingEnabled && (
          <>
            {' '}
            <Link className="font-medium underline" to={paths.pricing.getHref()}>
              Buy credits
            </Link>
          </>
        )}
      </span>
      {!next && !pricingEnabled && <span className="block">An administrator can add credits to your account.</span>}
    </span>
  );
}

/**
 * The way forward when credits run short, wherever that happens: the free trial
 * while unused, the date of the next monthly credits, the demo (free for
 * everyone), and buying credits only when the pricing page exists.
 */
export function MoreCredits({ className }: { className?: string }) {
  const { profile } = useAccount();
  const flags = useFeatureFlags();
  if (!profile.data) return null;
  return <MoreCreditsView profile={profile.data} pricingEnabled={flags.pricing} className={className} />;
}

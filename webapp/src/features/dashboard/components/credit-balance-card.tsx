import { MoreCreditsView, nextCreditsText } from '@/components/credits/more-credits';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TRIAL_BONUS_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { creditState, type CreditState } from '../lib/credits';

const looks: Record<CreditState, { tone: string; button?: string }> = {
  unlimited: { tone: 'text-emerald-600 dark:text-emerald-400' },
  zero: { tone: 'text-red-600 dark:text-red-400', button: 'Buy Credits' },
  low: { tone: 'text-orange-600 dark:text-orange-400', button: 'Top Up' },
  normal: { tone: 'text-blue-600 dark:text-blue-400', button: 'Top Up' },
};

type CreditBalanceCardProps = {
  credits: number;
  /** The monthly allowance and when it next comes (from the profile). */
  monthlyCredits?: number;
  nextCreditsAt?: string | null;
  isPremium: boolean;
  trialUsed: boolean;
  /** The pricing page exists only with the pricing flag on. */
  pricingEnabled: boolean;
  onStartTrial: () => void;
  startingTrial: boolean;
};

export function CreditBalanceCard({ credits, monthlyCredits, nextCreditsAt, isPremium, trialUsed, pricingEnabled, onStartTrial, startingTrial }: CreditBalanceCardProps) {
  const state = creditState(credits, isPremium);
  const look = looks[state];
  const next = state === 'unlimited' ? null : nextCreditsText({ monthly_credits: monthlyCredits ?? 0, next_credits_at: nextCreditsAt ?? null });
  return (
    <Card data-testid="credit-balance" data-state={state} className="flex flex-col">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">Credit balance</h2>
        {state === 'unlimited' && <Badge className="border-emerald-300 text-emerald-700 dark:text-emerald-300">Enterprise Plan</Badge>}
      </div>
      <p className={cn('mt-2 text-4xl font-bold', look.tone)} data-testid="credit-count">
        {state === 'unlimited' ? 'Unlimited' : credits}
      </p>
      <p className="text-sm text-muted-foreground">
        {state === 'unlimited'
          ? 'Practise as much as you like.'
          : state === 'zero'
            ? 'You are out of credits.'
            : state === 'low'
              ? 'Running low: each pitch analysis uses 1 credit.'
              : 'Each pitch analysis uses 1 credit.'}
      </p>
      {next && state !== 'zero' && (
        <p className="mt-1 text-xs text-muted-foreground" data-testid="next-credits">
          {next}
        </p>
      )}
      {state === 'zero' && (
        <MoreCreditsView
          className="mt-2 text-sm"
          pricingEnabled={pricingEnabled}
          profile={{ credits_remaining: credits, trial_used: trialUsed, monthly_credits: monthlyCredits ?? 0, next_credits_at: nextCreditsAt ?? null }}
        />
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {!trialUsed && (
          <Button size="sm" onClick={onStartTrial} disabled={startingTrial}>
            {startingTrial ? 'Starting trial...' : `Start free trial (+${TRIAL_BONUS_CREDITS} credits)`}
          </Button>
        )}
        {look.button && pricingEnabled && (
          <ButtonLink size="sm" variant={state === 'zero' ? 'danger' : 'outline'} to={paths.pricing.getHref()}>
            {look.button}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}

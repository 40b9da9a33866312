import { MoreCredits } from '@/components/credits/more-credits';

/**
 * Under 'Insufficient Credits': the way forward (the trial while unused, the
 * next monthly credits, the free demo; buying only with the pricing flag).
 * The props are kept for the callers; MoreCredits reads the account itself.
 */
export function CreditHelp(_props: { trialUsed: boolean | undefined; pricingEnabled: boolean }) {
  return <MoreCredits className="mt-1" />;
}

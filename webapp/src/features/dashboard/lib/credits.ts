import { LOW_CREDIT_THRESHOLD, UNLIMITED_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';

export type CreditState = 'unlimited' | 'zero' | 'low' | 'normal';

/** The credit card's four looks (spec 000 §4). */
export function creditState(credits: number, isPremium: boolean): CreditState {
  if (isPremium && credits === UNLIMITED_CREDITS) return 'unlimited';
  if (credits <= 0) return 'zero';
  if (credits < LOW_CREDIT_THRESHOLD) return 'low';
  return 'normal';
}

export type PrimaryActionInput = {
  isGuest: boolean;
  signedIn: boolean;
  trialUsed: boolean;
  credits: number;
  /** The pricing page exists only with the pricing flag on. */
  pricingEnabled?: boolean;
};

export type PrimaryAction = { label: string; to: string };

const creditsLabel = (credits: number) =>
  credits === UNLIMITED_CREDITS ? 'Unlimited credits' : `${credits} ${credits === 1 ? 'credit' : 'credits'}`;

/** The dashboard's main button for each of the five states (spec 001 §2). */
export function primaryAction({ isGuest, signedIn, trialUsed, credits, pricingEnabled = false }: PrimaryActionInput): PrimaryAction {
  if (isGuest && !signedIn) return { label: 'Start Demo (Guest)', to: paths.demo.getHref() };
  if (!signedIn) return { label: 'Sign Up for Free', to: paths.signup.getHref() };
  if (!trialUsed) return { label: 'Get 1 Free Pitch Analysis', to: paths.demo.getHref() };
  if (credits > 0 || credits === UNLIMITED_CREDITS) {
    return { label: `Start New Practice (${creditsLabel(credits)})`, to: paths.practice.getHref() };
  }
  // Out of credits: buying only where it exists; otherwise the demo, free for everyone.
  if (pricingEnabled) return { label: 'Top Up Credits / Upgrade Plan', to: paths.pricing.getHref() };
  return { label: 'Practise free (0 credits)', to: paths.demo.getHref() };
}

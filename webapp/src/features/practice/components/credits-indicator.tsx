import { UNLIMITED_CREDITS } from '@/config/constants';

/** The balance next to the page title. */
export function CreditsIndicator({ signedIn, credits }: { signedIn: boolean; credits: number | undefined }) {
  let label: string;
  if (!signedIn) label = 'Log in to analyse pitches';
  else if (credits === undefined) label = 'Loading credits...';
  else if (credits === UNLIMITED_CREDITS) label = 'Unlimited credits';
  else label = `${credits} ${credits === 1 ? 'credit' : 'credits'} left`;
  return (
    <p
      data-tour="practice-credits"
      data-testid="practice-credits"
      className="rounded-full border border-border bg-card px-3 py-1 text-sm font-medium"
      aria-live="polite"
    >
      {label}
    </p>
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';

import { AuthCard } from './auth-card';

export const EMAIL_CONFIRMED_REDIRECT_SECONDS = 5;

/** After confirmation: a 5 s countdown to /login?verified=true. */
export function EmailConfirmedPage() {
  const navigate = useNavigate();
  const loginHref = paths.login.getHref({ verified: true });
  const goToLogin = useCallback(() => navigate(loginHref, { replace: true }), [navigate, loginHref]);
  const secondsLeft = useCountdown(EMAIL_CONFIRMED_REDIRECT_SECONDS, goToLogin);
  return (
    <AuthCard title="Email confirmed!" subtitle="Your account is ready. Log in to claim your free pitch analysis.">
      <p role="status" className="text-sm text-muted-foreground">
        Redirecting to login in {secondsLeft} second{secondsLeft === 1 ? '' : 's'}...
      </p>
      <ButtonLink to={loginHref} replace className="mt-4 w-full">
        Go to login now
      </ButtonLink>
    </AuthCard>
  );
}

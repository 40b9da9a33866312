import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { useAuth } from '@/lib/auth/use-auth';

/** Sends a signed-in user on (login and signup pages); returns the auth status. */
export function useRedirectSignedIn(to: string) {
  const { status } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'signedIn') navigate(to, { replace: true });
  }, [status, to, navigate]);
  return status;
}

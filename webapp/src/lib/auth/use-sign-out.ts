import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';

import { useAuth } from './use-auth';

/**
 * Signs out from a protected page: home first, then signed out (also when
 * Cognito could not be reached). The navigation is awaited: signed out while
 * the protected page is still on screen (home is lazy and may still be
 * loading), the route guard would send the user to /login?redirectTo=….
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home.getHref(), { replace: true });
    await signOut().catch((error: unknown) => console.error('Sign-out failed; local data was cleared anyway', error));
  }, [navigate, signOut]);
}

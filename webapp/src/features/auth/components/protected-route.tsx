import { Navigate, Outlet, useLocation } from 'react-router';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useGuest } from '@/lib/auth/use-guest';

import { AuthErrorScreen } from './auth-error-screen';

/**
 * The route guard: 'Loading...' while auth starts, the auth error screen when
 * it could not, /login for visitors; signed-in users and guests pass.
 */
export function ProtectedRoute() {
  const { status, user, initError } = useAuth();
  const { isGuest } = useGuest();
  const location = useLocation();

  if (status === 'loading') return <PageLoading label="Loading..." />;
  if (initError) return <AuthErrorScreen message={initError} />;
  if (!user && !isGuest) {
    return <Navigate to={paths.login.getHref({ redirectTo: location.pathname + location.search })} replace />;
  }
  return <Outlet />;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';

import { ErrorScreen } from '@/components/errors/error-screen';

// Loaded eagerly: it must render even when a lazy route's chunk fails to load.
export function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  return <ErrorScreen error={shown} onRetry={() => window.location.reload()} />;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';

import { paths } from '@/config/paths';

// Loaded eagerly: it must render even when a lazy route's chunk fails to load.
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      {detail && <p className="mt-3 font-mono text-sm text-slate-600">{detail}</p>}
      <a
        href={paths.home.getHref()}
        className="mt-6 inline-block rounded bg-slate-900 px-4 py-2 font-medium text-white"
      >
        Reload the app
      </a>
    </main>
  );
}

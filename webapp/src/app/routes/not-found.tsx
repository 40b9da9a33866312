import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const location = useLocation();
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">
        There is no page at <code className="font-mono text-slate-900">{location.pathname}</code>.
      </p>
      <Link
        to={paths.home.getHref()}
        className="mt-6 inline-block rounded bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700"
      >
        Return to Home
      </Link>
    </main>
  );
}

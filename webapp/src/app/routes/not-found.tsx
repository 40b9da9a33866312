import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        There is no page at <code className="font-mono text-foreground">{location.pathname}</code>.
      </p>
      <Link
        to={paths.home.getHref()}
        className="mt-6 inline-block rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:opacity-90"
      >
        Return to Home
      </Link>
    </div>
  );
}

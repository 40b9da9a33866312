import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link to={paths.home.getHref()} className="flex items-center gap-2 font-bold tracking-tight">
      <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-sm text-primary-foreground">
        PP
      </span>
      <span className="text-lg">PitchPerfect</span>
    </Link>
  );
}

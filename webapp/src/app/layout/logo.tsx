import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** The mark and name, linking home; `compact` shows only the mark under 640 px. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.home.getHref()} aria-label={compact ? 'PitchPerfect home' : undefined} className="flex shrink-0 items-center gap-2 font-bold tracking-tight">
      <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-sm text-primary-foreground">
        PP
      </span>
      <span className={compact ? 'hidden text-lg sm:inline' : 'text-lg'}>PitchPerfect</span>
    </Link>
  );
}

import { useLocation } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The three '-old' routes are placeholders (spec 001 §2). */
export function SectionWorksPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Section Works</h1>
      <p className="mt-3 text-muted-foreground">
        This is the placeholder for <code className="font-mono text-foreground">{pathname}</code>.
      </p>
      <ButtonLink className="mt-6" to={paths.home.getHref()}>
        Back to Home
      </ButtonLink>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { paths } from '@/config/paths';

import { AUTH_REQUIRED, INSUFFICIENT_CREDITS } from '../lib/messages';
import type { AnalyzeBlocker } from '../lib/practice';

type BlockerBannerProps = {
  blocker: AnalyzeBlocker | null;
  creditHelp?: ReactNode;
  /** Offer the free demo beside logging in (text practice does). */
  offerDemo?: boolean;
};

/** Why a pitch cannot be analysed now, for both practice modes: no credits, or signed out. */
export function BlockerBanner({ blocker, creditHelp, offerDemo = false }: BlockerBannerProps) {
  if (blocker === 'noCredits') {
    return (
      <div className="mt-4">
        <Banner tone="error">
          <p className="font-semibold">{INSUFFICIENT_CREDITS.title}</p>
          <p>{INSUFFICIENT_CREDITS.description}</p>
          {creditHelp}
        </Banner>
      </div>
    );
  }
  if (blocker !== 'signedOut') return null;
  return (
    <div className="mt-4">
      <Banner tone="warning">
        <p className="font-semibold">{AUTH_REQUIRED.title}</p>
        <p>
          {AUTH_REQUIRED.description}{' '}
          <Link className="underline" to={paths.login.getHref({ redirectTo: paths.practice.getHref() })}>
            Log in
          </Link>
          {offerDemo && (
            <>
              {' '}
              or{' '}
              <Link className="underline" to={paths.demo.getHref()}>
                try the free demo
              </Link>
            </>
          )}
          .
        </p>
      </Banner>
    </div>
  );
}

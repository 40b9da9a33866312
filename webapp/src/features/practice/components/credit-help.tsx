import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** Under 'Insufficient Credits': how to get more (the trial first; buying only with the pricing flag). */
export function CreditHelp({ trialUsed, pricingEnabled }: { trialUsed: boolean | undefined; pricingEnabled: boolean }) {
  return (
    <p className="mt-1">
      {trialUsed === false ? (
        <>
          Your free trial adds 10 credits:{' '}
          <Link className="underline" to={paths.dashboard.getHref()}>
            start it on your dashboard
          </Link>
          .
        </>
      ) : pricingEnabled ? (
        <Link className="underline" to={paths.pricing.getHref()}>
          Buy credits
        </Link>
      ) : (
        'Buying more credits is coming soon.'
      )}
    </p>
  );
}

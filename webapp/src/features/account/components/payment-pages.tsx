import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/app-config';

/** What /success was told by the payment provider's return address. */
export type PaymentReturn = {
  sessionId: string | null;
  type: 'subscription' | 'credits' | null;
  plan: string | null;
  credits: number | null;
};

/** Reads the spec's query parameters: session_id, type (subscription or credits), plan and credits. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn {
  const type = params.get('type');
  const credits = Number.parseInt(params.get('credits') ?? '', 10);
  return {
    sessionId: params.get('session_id'),
    type: type === 'subscription' || type === 'credits' ? type : null,
    plan: params.get('plan'),
    credits: Number.isFinite(credits) && credits > 0 ? credits : null,
  };
}

function PageFrame({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10" data-testid={testId}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <Card className="mt-6">{children}</Card>
    </div>
  );
}

/**
 * /success: the payment provider's return after a purchase. With payments
 * off (the pricing, subscription and premium flags) there is nothing to
 * confirm, and nothing links to a plans page that does not exist.
 */
export function PaymentSuccessPage() {
  const flags = useFeatureFlags();
  const [params] = useSearchParams();
  const paid = readPaymentReturn(params);
  const paymentsOn = flags.pricing || flags.subscription || flags.premium;
  if (!paymentsOn) {
    return (
      <PageFrame title="Payment" testId="payment-success-off">
        <p className="text-sm text-muted-foreground">
          Payments are not available yet, so there is no purchase to confirm and nothing was charged. Every account starts with 1 free
          pitch analysis and a free trial of 10 credits.
        </p>
        <ButtonLink className="mt-4" to={paths.dashboard.getHref()}>
          Go to the dashboard
        </ButtonLink>
      </PageFrame>
    );
  }
  const what =
    paid.type === 'subscription'
      ? paid.plan
        ? `Your ${paid.plan} subscription is being activated.`
        : 'Your subscription is being activated.'
      : paid.type === 'credits' && paid.credits
        ? `${paid.credits} credits are being added to your account.`
        : 'Your purchase is being confirmed.';
  return (
    <PageFrame title="Payment successful" testId="payment-success">
      <p className="text-sm">{what} It shows on your dashboard as soon as the payment is confirmed.</p>
      {paid.sessionId && <p className="mt-2 text-xs text-muted-foreground">Reference: {paid.sessionId}</p>}
      <ButtonLink className="mt-4" to={paths.dashboard.getHref()}>
        Go to the dashboard
      </ButtonLink>
    </PageFrame>
  );
}

/** /cancel: the payment was cancelled; nothing was charged. */
export function PaymentCancelPage() {
  const flags = useFeatureFlags();
  return (
    <PageFrame title="Payment cancelled" testId="payment-cancel">
      <p className="text-sm text-muted-foreground">
        {flags.pricing ? 'Your payment was cancelled and nothing was charged.' : 'Payments are not available yet, so nothing was charged.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={paths.dashboard.getHref()}>Go to the dashboard</ButtonLink>
        {flags.pricing && (
          <ButtonLink to={paths.pricing.getHref()} variant="outline">
            Back to the plans
          </ButtonLink>
        )}
      </div>
    </PageFrame>
  );
}

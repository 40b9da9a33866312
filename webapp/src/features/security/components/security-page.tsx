import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import type { RateLimitActionStatus, SecurityEventSummary, SecurityHealth } from '@/types/api.gen';

import {
  useIsVerifiedAdmin,
  useRateLimits,
  useResetRateLimits,
  useSecurityEvents,
  useSecurityHealth,
} from '../api/security';
import { GrantCreditsCard } from './grant-credits-card';

/** The spec's words on the security page. */
export const SECURITY_TEXT = {
  signedOut: 'Please log in to view security dashboard.',
  noEvents: 'No recent security events.',
  reset: 'Reset Rate Limits (Testing)',
  // When the check itself cannot be reached (spec: security health).
  failedIssue: 'Security health check failed completely',
  failedRecommendation: 'Immediate security review required',
} as const;

/** The actions whose limits the page shows, in the spec's order. */
export const RATE_LIMIT_ACTIONS = ['voice_processing', 'file_upload', 'api_call', 'content_generation'] as const;

const badgeClass: Record<string, string> = {
  healthy: 'border-green-600/40 bg-green-600/10 text-green-700 dark:text-green-400',
  warning: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-400',
  critical: 'border-red-600/40 bg-red-600/10 text-red-700 dark:text-red-400',
};

/**
 * /security: the security status from security_health_check, the caller's
 * remaining rate limits from the server's counters (with the local server's
 * reset), and, for verified admins, the 10 newest security events.
 */
export function SecurityPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoading label="Loading..." />;
  if (!user) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight">Security Dashboard</h1>
        <p className="mt-6 text-muted-foreground">{SECURITY_TEXT.signedOut}</p>
        <ButtonLink className="mt-4" to={paths.login.getHref({ redirectTo: paths.security.getHref() })}>
          Log In
        </ButtonLink>
      </div>
    );
  }
  return <SecurityDashboard userId={user.id} />;
}

function SecurityDashboard({ userId }: { userId: string }) {
  const admin = useIsVerifiedAdmin(userId);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Security Dashboard</h1>
        <p className="mt-1 text-muted-foreground">The health of the security services and your rate limits, read from the server.</p>
      </div>
      <SecurityStatusCard userId={userId} />
      <RateLimitCard userId={userId} />
      {admin.data === true && <SecurityEventsCard userId={userId} />}
      {admin.data === true && <GrantCreditsCard />}
    </div>
  );
}

/** What the card shows: the server's result, or the spec's total failure when the check could not be run. */
function shownHealth(data: SecurityHealth | undefined, failed: boolean): Pick<SecurityHealth, 'status' | 'issues' | 'recommendations'> | undefined {
  if (data) return data;
  if (failed) return { status: 'critical', issues: [SECURITY_TEXT.failedIssue], recommendations: [SECURITY_TEXT.failedRecommendation] };
  return undefined;
}

function SecurityStatusCard({ userId }: { userId: string }) {
  const health = useSecurityHealth(userId);
  const shown = shownHealth(health.isFetching ? undefined : health.data, health.isError && !health.isFetching);
  return (
    <Card data-testid="security-status">
      <CardHeader
        title="Security Status"
        description={health.data && !health.isFetching ? `Checked ${new Date(health.data.checked_at).toLocaleTimeString()}` : undefined}
        action={
          <Button variant="outline" size="sm" onClick={() => void health.refetch()} disabled={health.isFetching}>
            Refresh
          </Button>
        }
      />
      {!shown ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Checking…
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex items-center gap-2 text-sm">
            Status:
            <Badge className={cn('capitalize', badgeClass[shown.status])}>
              <span data-testid="security-badge">{shown.status}</span>
            </Badge>
          </div>
          {shown.issues.length === 0 ? (
            <p className="text-sm text-muted-foreground">No security issues found.</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextList title="Issues" items={shown.issues} testId="security-issues" />
              <TextList title="Recommendations" items={shown.recommendations} testId="security-recommendations" />
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

function TextList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  return (
    <div>
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid={testId}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function RateLimitCard({ userId }: { userId: string }) {
  const limits = useRateLimits(userId);
  const config = useAppConfig();
  const reset = useResetRateLimits(userId);
  const byAction = new Map<string, RateLimitActionStatus>((limits.data?.limits ?? []).map((l) => [l.action, l]));
  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast({ title: 'Rate limits reset', description: 'Your counters were cleared.' }),
      onError: (error) =>
        toast({ title: 'Reset failed', description: isApiError(error) ? error.message : 'An unexpected error occurred', variant: 'destructive' }),
    });
  return (
    <Card data-testid="rate-limits">
      <CardHeader title="Rate Limiting Status" description="Requests you have left in the current hour, per action." />
      {limits.isPending ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading…
        </div>
      ) : limits.isError ? (
        <div className="space-y-2 text-sm">
          <p className="text-destructive">{isApiError(limits.error) ? limits.error.message : 'An unexpected error occurred'}</p>
          <Button variant="outline" size="sm" onClick={() => void limits.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {RATE_LIMIT_ACTIONS.map((action) => {
            const l = byAction.get(action);
            return (
              <li key={action} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="rate-limit-row" data-action={action}>
                <span className="font-mono">{action}</span>
                {l ? (
                  <span>
                    <span data-testid="rate-limit-remaining" className="font-semibold">
                      {l.remaining}
                    </span>{' '}
                    of {l.max_requests} remaining
                    <span className="ml-2 text-muted-foreground">· resets {new Date(l.reset_at).toLocaleTimeString()}</span>
                  </span>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {config.data?.local === true && (
        <div className="mt-4">
          <Button variant="outline" size="sm" onClick={onReset} disabled={reset.isPending}>
            {SECURITY_TEXT.reset}
          </Button>
        </div>
      )}
    </Card>
  );
}

function SecurityEventsCard({ userId }: { userId: string }) {
  const events = useSecurityEvents(userId, true);
  return (
    <Card data-testid="security-events">
      <CardHeader title="Recent Security Events" description="The 10 newest events across all users (administrators only)." />
      {events.isPending ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading…
        </div>
      ) : events.isError ? (
        <p className="text-sm text-destructive">{isApiError(events.error) ? events.error.message : 'An unexpected error occurred'}</p>
      ) : events.data.events.length === 0 ? (
        <EmptyState title={SECURITY_TEXT.noEvents} />
      ) : (
        <ul className="divide-y divide-border">
          {events.data.events.map((e, i) => (
            <EventRow key={`${e.created_at}-${i}`} event={e} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function EventRow({ event }: { event: SecurityEventSummary }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="security-event">
      <span className="font-medium" data-testid="security-event-type">
        {event.event_type}
      </span>
      <span className="text-muted-foreground">
        <time dateTime={event.created_at}>{new Date(event.created_at).toLocaleString()}</time> · User:{' '}
        <span className="font-mono" data-testid="security-event-user">
          {event.user_id.slice(0, 8)}
        </span>
      </span>
    </li>
  );
}

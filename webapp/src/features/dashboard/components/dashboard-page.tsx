import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useStartTrial } from '@/features/account/api/profile';
import { useAccount } from '@/features/account/hooks/use-account';
import { useStats } from '@/features/progress/api/progress-api';
import { CategoryAverages } from '@/features/progress/components/category-averages';
import { MasteryList } from '@/features/progress/components/mastery-list';
import { ProgressSummary, STATS_ERROR } from '@/features/progress/components/progress-summary';
import { RecentSessions, SessionHistory } from '@/features/progress/components/session-list';
import { SuggestionsCard } from '@/features/progress/components/suggestions-card';
import { isApiError } from '@/lib/api-client';
import { useFeatureFlags } from '@/lib/app-config';
import { displayName } from '@/lib/auth/user';

import { primaryAction } from '../lib/credits';
import { AiSettingsDialog } from './ai-settings-dialog';
import { CreditBalanceCard } from './credit-balance-card';

export const TRIAL_ALREADY_USED = 'trial_already_used';

/** /dashboard: credits, the primary action, and the user's real statistics and sessions. */
export function DashboardPage() {
  const account = useAccount();
  const flags = useFeatureFlags();
  const [tab, setTab] = useState('overview');
  const [aiSettingsOpen, setAiSettingsOpen] = useState(false);
  const { user, isGuest, profile } = account;
  const stats = useStats(user?.id);

  const action = primaryAction({
    isGuest,
    signedIn: Boolean(user),
    trialUsed: account.trialUsed ?? false,
    credits: account.creditsRemaining ?? 0,
  });
  const profileReady = !user || profile.isSuccess;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{user ? `Welcome back, ${displayName(user)}!` : 'Welcome, guest!'}</h1>
          <p className="mt-1 text-muted-foreground">
            {user ? 'Pick up where you left off, or start a new practice session.' : 'Guest sessions are not saved. Sign up free to keep your progress.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {flags.premium && user && !account.isPremium && (
            <ButtonLink variant="outline" to={paths.pricing.getHref()}>
              Upgrade Plan
            </ButtonLink>
          )}
          <Button variant="outline" onClick={() => setAiSettingsOpen(true)}>
            AI Settings
          </Button>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        {profileReady && (
          <ButtonLink size="lg" to={action.to} data-testid="primary-action">
            {action.label}
          </ButtonLink>
        )}
        <ButtonLink size="lg" variant="outline" to={paths.practice.getHref()}>
          Practice
        </ButtonLink>
        <ButtonLink size="lg" variant="outline" to={paths.roleplay.getHref()}>
          Role Play
        </ButtonLink>
        <ButtonLink size="lg" variant="outline" to={paths.callRecordings.getHref()}>
          Call Recordings
        </ButtonLink>
      </div>

      <div className="mt-8">
        <Tabs
          label="Dashboard sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'overview', label: 'Overview', content: <Overview account={account} stats={stats} pricingEnabled={flags.pricing} subscriptionEnabled={flags.subscription} /> },
            {
              id: 'history',
              label: 'Session History',
              content: user ? (
                <SessionHistory userId={user.id} />
              ) : (
                <EmptyState title="No practice sessions yet">
                  Every pitch you analyse and every role-play you finish will be listed here with its score and date.
                </EmptyState>
              ),
            },
            {
              id: 'analysis',
              label: 'Detailed Analysis',
              content: <DetailedAnalysis stats={stats} />,
            },
          ]}
        />
      </div>
      {aiSettingsOpen && <AiSettingsDialog open={aiSettingsOpen} onOpenChange={setAiSettingsOpen} />}
    </div>
  );
}

type OverviewProps = {
  account: ReturnType<typeof useAccount>;
  stats: ReturnType<typeof useStats>;
  pricingEnabled: boolean;
  subscriptionEnabled: boolean;
};

function Overview({ account, stats, pricingEnabled, subscriptionEnabled }: OverviewProps) {
  const { user, profile } = account;
  const startTrial = useStartTrial(user?.id);

  const onStartTrial = () =>
    startTrial.mutate(undefined, {
      onSuccess: (p) => toast({ title: 'Free trial started!', description: `10 credits were added. You now have ${p.credits_remaining}.`, variant: 'success' }),
      onError: (error) =>
        toast(
          isApiError(error) && error.code === TRIAL_ALREADY_USED
            ? { title: 'Trial already used', description: 'Your account has already had its free trial.' }
            : { title: 'Could not start the trial', description: 'Please try again in a moment.', variant: 'destructive' },
        ),
    });

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        {!user ? (
          <Card>
            <CardHeader title="Guest session" description="Nothing you do as a guest is saved." />
            <ButtonLink size="sm" to={paths.signup.getHref()}>
              Sign Up Free
            </ButtonLink>
            <p className="mt-3 text-xs text-muted-foreground">New accounts get 1 free pitch analysis. No credit card required.</p>
          </Card>
        ) : profile.isPending ? (
          <Card aria-busy="true">
            <p className="text-sm text-muted-foreground">Loading credit balance...</p>
          </Card>
        ) : profile.isError ? (
          <Card role="alert">
            <p className="text-sm text-red-600">Error loading credit balance. Please refresh the page.</p>
          </Card>
        ) : (
          <CreditBalanceCard
            credits={profile.data.credits_remaining}
            isPremium={account.isPremium}
            trialUsed={profile.data.trial_used}
            pricingEnabled={pricingEnabled}
            onStartTrial={onStartTrial}
            startingTrial={startTrial.isPending}
          />
        )}
        <Card>
          <CardHeader title="Subscription" />
          <p className="text-2xl font-semibold">Free plan</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {subscriptionEnabled ? 'Manage your plan on the subscription page.' : 'Pay-as-you-go credits. Paid plans are not available yet.'}
          </p>
        </Card>
        <Card>
          <CardHeader title="Quick practice" description="Type or say your pitch and get scored feedback in seconds." />
          <ButtonLink size="sm" to={paths.practice.getHref()}>
            Practice a pitch
          </ButtonLink>
        </Card>
      </div>
      {user && <ProgressSummary stats={stats} />}
      <div className="grid gap-4 md:grid-cols-2">
        <SuggestionsCard stats={stats.data} />
        {user ? (
          <RecentSessions userId={user.id} />
        ) : (
          <Card>
            <CardHeader title="Recent Practice Sessions" />
            <EmptyState title="No practice sessions yet">Guest sessions are not saved. Sign up to keep your sessions and their scores.</EmptyState>
          </Card>
        )}
      </div>
    </div>
  );
}

/** Category averages and objection mastery, once there is something to analyse. */
function DetailedAnalysis({ stats }: { stats: ReturnType<typeof useStats> }) {
  if (stats.isError) return <p role="alert" className="text-sm text-red-600">{STATS_ERROR}</p>;
  if (!stats.data?.hasData) {
    return (
      <EmptyState title="Nothing to analyse yet">
        After your first analysed pitch you will see how clarity, confidence, persuasiveness, tone and objection handling develop.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CategoryAverages categories={stats.data.categories} weakest={stats.data.weakestCategory} />
      <MasteryList items={stats.data.objectionCategories} />
    </div>
  );
}

import { useState } from 'react';

import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { AccountCards } from '@/features/dashboard/components/account-cards';
import { DashboardActions } from '@/features/dashboard/components/dashboard-actions';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { OnboardingGate } from '@/features/onboarding/components/onboarding-gate';
import { useStats } from '@/features/progress/api/progress-api';
import { DetailedAnalysis } from '@/features/progress/components/detailed-analysis';
import { ProgressSummary } from '@/features/progress/components/progress-summary';
import { RecentSessions, SessionHistory } from '@/features/progress/components/session-list';
import { SuggestionsCard } from '@/features/progress/components/suggestions-card';
import { useAuth } from '@/lib/auth/use-auth';

export function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <OnboardingGate />
    </>
  );
}

/**
 * /dashboard: the account's credits and next step (the dashboard feature)
 * around the user's real statistics and sessions (the progress feature).
 */
export function DashboardPage() {
  const { user } = useAuth();
  const stats = useStats(user?.id);
  const [tab, setTab] = useState('overview');

  const overview = (
    <div className="space-y-6">
      <AccountCards />
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
  const history = user ? (
    <SessionHistory userId={user.id} />
  ) : (
    <EmptyState title="No practice sessions yet">
      Every pitch you analyse and every role-play you finish will be listed here with its score and date.
    </EmptyState>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <DashboardHeader />
      <DashboardActions />
      <div className="mt-8">
        <Tabs
          label="Dashboard sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'overview', label: 'Overview', content: overview },
            { id: 'history', label: 'Session History', content: history },
            { id: 'analysis', label: 'Detailed Analysis', content: <DetailedAnalysis stats={stats} /> },
          ]}
        />
      </div>
    </div>
  );
}

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

import { useStats } from '../api/progress-api';
import { formatSessionDate } from '../lib/progress';
import { CategoryAverages } from './category-averages';
import { ProgressSummary } from './progress-summary';
import { SessionHistory } from './session-list';
import { SuggestionsCard } from './suggestions-card';

/** /progress: the user's real progress, from their own sessions. */
export function ProgressPage() {
  const { user } = useAuth();
  const stats = useStats(user?.id);

  if (!user) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Your Progress</h1>
        <Card className="mt-6">
          <h2 className="font-semibold">Progress is kept for accounts</h2>
          <p className="mt-1 text-sm text-muted-foreground">Guest sessions are not saved. Sign up free to keep your scores, streak and history.</p>
          <ButtonLink className="mt-4" to={paths.signup.getHref()}>
            Sign Up Free
          </ButtonLink>
        </Card>
      </div>
    );
  }

  const data = stats.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your Progress</h1>
          <p className="mt-1 text-muted-foreground">
            {data?.lastPracticedAt ? `Last practised ${formatSessionDate(data.lastPracticedAt)}.` : 'Calculated from your own practice sessions.'}
          </p>
        </div>
        {data?.hasData && <ButtonLink to={paths.practice.getHref()}>Practice a pitch</ButtonLink>}
      </div>

      <div className="mt-6 space-y-6">
        <ProgressSummary stats={stats} />
        {data?.hasData && (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              <CategoryAverages categories={data.categories} weakest={data.weakestCategory} />
              <SuggestionsCard stats={data} />
            </div>
            <section aria-labelledby="history-heading">
              <h2 id="history-heading" className="mb-3 text-lg font-semibold">
                All sessions
              </h2>
              <SessionHistory userId={user.id} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}

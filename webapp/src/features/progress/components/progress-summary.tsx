import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

import type { Stats } from '../api/progress-api';
import { MasteryList } from './mastery-list';
import { PitchesPerDay } from './pitches-per-day';
import { StatCards } from './stat-cards';

export const STATS_ERROR = 'Error loading dashboard statistics. Please refresh the page.';

/** What a user without sessions sees instead of numbers. */
export function NoPracticeYet() {
  return (
    <Card className="border-dashed text-center" data-testid="no-practice-yet">
      <h2 className="text-lg font-semibold">No practice sessions yet</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">
        Your pitch count, win rate, streak and mastery are calculated from your own sessions, so they start with your first analysed pitch.
        Until then there is nothing to show, and we will not invent sample numbers.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <ButtonLink to={paths.practice.getHref()}>Practice a pitch</ButtonLink>
        <ButtonLink variant="outline" to={paths.demo.getHref()}>
          Try the demo
        </ButtonLink>
      </div>
    </Card>
  );
}

type StatsState = { data: Stats | undefined; isPending: boolean; isError: boolean };

/** The headline figures, pitches per day and mastery, or the honest empty state. */
export function ProgressSummary({ stats }: { stats: StatsState }) {
  if (stats.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading your statistics">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    );
  }
  if (stats.isError || !stats.data) {
    return (
      <Card role="alert">
        <p className="text-sm text-red-600">{STATS_ERROR}</p>
      </Card>
    );
  }
  if (!stats.data.hasData) return <NoPracticeYet />;
  return (
    <div className="space-y-4">
      <StatCards stats={stats.data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <PitchesPerDay days={stats.data.recentPitches} />
        <MasteryList items={stats.data.objectionCategories} />
      </div>
    </div>
  );
}

import { EmptyState } from '@/components/ui/empty-state';

import type { Stats } from '../api/progress-api';
import { CategoryAverages } from './category-averages';
import { MasteryList } from './mastery-list';
import { STATS_ERROR } from './progress-summary';

type StatsState = { data: Stats | undefined; isError: boolean };

/** Category averages and objection mastery, once there is something to analyse. */
export function DetailedAnalysis({ stats }: { stats: StatsState }) {
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

import { ScoreBar } from '@/components/coaching/score';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CATEGORY_KEYS, categoryLabel } from '@/lib/coaching/score';

/** The average score per coaching category over all sessions. */
export function CategoryAverages({ categories, weakest }: { categories: Record<string, number>; weakest?: string }) {
  const keys = [...CATEGORY_KEYS.filter((k) => k in categories), ...Object.keys(categories).filter((k) => !CATEGORY_KEYS.includes(k as never))];
  return (
    <Card data-testid="category-averages">
      <CardHeader title="Skills by category" description="Your average score in each category across all sessions." />
      {keys.length === 0 ? (
        <EmptyState title="No category scores yet" />
      ) : (
        <ul className="space-y-3">
          {keys.map((key) => (
            <li key={key}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-medium">
                  {categoryLabel(key)}
                  {key === weakest && <span className="ml-2 text-xs font-normal text-amber-700 dark:text-amber-400">weakest</span>}
                </span>
                <span className="tabular-nums">{categories[key]}</span>
              </div>
              <div className="mt-1">
                <ScoreBar score={categories[key]!} label={`${categoryLabel(key)} average`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

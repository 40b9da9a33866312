import { Link } from 'react-router';

import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { categoryLabel } from '@/lib/coaching/score';

import type { Stats } from '../api/progress-api';
import { suggestionFor } from '../lib/progress';

/** AI Suggestions: what to work on, from the user's weakest category. */
export function SuggestionsCard({ stats }: { stats: Stats | undefined }) {
  const suggestion = suggestionFor(stats?.weakestCategory);
  return (
    <Card data-testid="ai-suggestions">
      <CardHeader title="AI Suggestions" />
      {suggestion && stats ? (
        <div>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Your weakest category: {categoryLabel(suggestion.category)} (average {stats.categories[suggestion.category]})
          </p>
          <p className="mt-2 font-semibold">{suggestion.title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{suggestion.advice}</p>
          <Link to={paths.tips.getHref()} className="mt-3 inline-block text-sm font-medium text-primary underline">
            Browse {suggestion.tip} tips
          </Link>
        </div>
      ) : (
        <EmptyState title="No suggestions yet">
          Suggestions are based on your weakest category, so they appear after your first analysed pitch. Meanwhile,{' '}
          <Link to={paths.tips.getHref()} className="text-primary underline">
            browse the sales tips
          </Link>
          .
        </EmptyState>
      )}
    </Card>
  );
}

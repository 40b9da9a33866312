import { ScoreBar } from '@/components/coaching/score';
import { Card, CardHeader } from '@/components/ui/card';

import type { Mastery } from '../api/progress-api';

/** Mastery per objection category: the mean of the last 5 scores in it. */
export function MasteryList({ items }: { items: Mastery[] }) {
  return (
    <Card data-testid="mastery">
      <CardHeader title="Objection mastery" description="The average of your last 5 scores for each objection type." />
      <ul className="space-y-3">
        {items.map((m) => (
          <li key={m.category}>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium">{m.category}</span>
              <span className="text-muted-foreground tabular-nums">
                {m.mastered === null ? 'Not practised yet' : `${m.mastered}% · ${m.sessions} ${m.sessions === 1 ? 'session' : 'sessions'}`}
              </span>
            </div>
            <div className="mt-1">
              <ScoreBar score={m.mastered ?? 0} label={`${m.category} mastery`} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">Pick an objection in the practice scenario to have a pitch count here.</p>
    </Card>
  );
}

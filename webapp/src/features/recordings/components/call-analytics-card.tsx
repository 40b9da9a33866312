import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

import type { CallRecording } from '../api/types';
import { callAnalytics, formatScore } from '../lib/calls';

type Props = { recordings: readonly CallRecording[] | undefined; loading: boolean };

/** The Call Analytics side card: figures computed from the user's own call records, nothing else. */
export function CallAnalyticsCard({ recordings, loading }: Props) {
  const figures = recordings ? callAnalytics(recordings) : null;
  const items: [string, string, string?][] = figures
    ? [
        ['Calls uploaded', String(figures.calls)],
        ['Average score', figures.averageScore === null ? '–' : `${formatScore(figures.averageScore)}/10`, figures.scored === 0 ? 'No scored calls yet' : `From ${figures.scored} scored ${figures.scored === 1 ? 'call' : 'calls'}`],
        ['Average talk pace', figures.averagePace === null ? '–' : `${Math.round(figures.averagePace)} wpm`, figures.averagePace === null ? undefined : 'Words per minute'],
        ['Calls this week', String(figures.thisWeek), 'Since Monday'],
      ]
    : [];
  return (
    <Card data-testid="call-analytics">
      <CardHeader title="Call Analytics" description="From your uploaded calls." />
      {loading && !figures ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading…
        </p>
      ) : !figures ? (
        <p className="text-sm text-muted-foreground">Your calls could not be loaded.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-4">
          {items.map(([label, value, hint]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{value}</dd>
              {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

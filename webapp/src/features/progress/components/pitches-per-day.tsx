import { lazy, Suspense } from 'react';

import { Card, CardHeader } from '@/components/ui/card';

import type { DayCount } from '../api/progress-api';

const PitchesChart = lazy(() => import('./pitches-chart').then((m) => ({ default: m.PitchesChart })));

/** Pitches per day over the last week: the chart, plus the numbers as a table for screen readers. */
export function PitchesPerDay({ days }: { days: DayCount[] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <Card data-testid="pitches-per-day" className="flex flex-col">
      <CardHeader title="Pitches per day" description={`The last 7 days: ${total} ${total === 1 ? 'session' : 'sessions'}.`} />
      <div className="min-h-48 flex-1" aria-hidden="true">
        <Suspense fallback={<div className="h-full animate-pulse rounded-md bg-muted" />}>
          <PitchesChart days={days} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>Pitches per day, last 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Pitches</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">
                {d.day} {d.date}
              </th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

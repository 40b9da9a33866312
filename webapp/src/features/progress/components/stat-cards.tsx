import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { PERCENTILE_MIN_SESSIONS, scoreTone, STREAK_SCORE, toneText, WIN_SCORE } from '@/lib/coaching/score';

import type { Stats } from '../api/progress-api';

function StatCard({ label, value, hint, testId, valueClass }: { label: string; value: ReactNode; hint: ReactNode; testId: string; valueClass?: string }) {
  return (
    <Card data-testid={testId}>
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className={cn('mt-1 text-3xl font-bold tabular-nums', valueClass)}>{value}</p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/** The headline figures, each with what it means. */
export function StatCards({ stats }: { stats: Stats }) {
  const percentileReady = stats.percentile !== null && stats.sessionCount >= PERCENTILE_MIN_SESSIONS;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="stat-pitch-count"
        label="Pitches practised"
        value={stats.pitchCount}
        hint={stats.averageScore !== null ? `Average score ${stats.averageScore}, best ${stats.bestScore}.` : 'Analysed pitches, demo answers and role-plays.'}
      />
      <StatCard
        testId="stat-win-rate"
        label="Win rate"
        value={stats.winRate === null ? '–' : `${stats.winRate}%`}
        valueClass={stats.winRate === null ? undefined : toneText[scoreTone(stats.winRate)]}
        hint={`Share of your sessions scored ${WIN_SCORE} or more ("Good work!" or better).`}
      />
      <StatCard
        testId="stat-streak"
        label="Streak"
        value={stats.streak}
        hint={`Your latest sessions in a row scored ${STREAK_SCORE} or more.`}
      />
      {percentileReady ? (
        <StatCard
          testId="stat-percentile"
          label="Percentile"
          value={`${stats.percentile}th`}
          hint={`Your latest score beat ${stats.percentile}% of your earlier sessions.`}
        />
      ) : (
        <StatCard
          testId="stat-percentile"
          label="Percentile"
          value="Great start!"
          valueClass="text-2xl"
          hint={`Your percentile appears after ${PERCENTILE_MIN_SESSIONS} sessions (${stats.sessionCount} so far).`}
        />
      )}
    </div>
  );
}

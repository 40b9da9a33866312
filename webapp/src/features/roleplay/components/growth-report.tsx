import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

import type { TurnResult } from '../lib/chat';
import { scoreMessage } from '../lib/constants';
import { GROWTH_STAGES, growthStage, isGrowthStage, nextStage, STREAK_THRESHOLD } from '../lib/growth';

type Props = { turn: TurnResult; sessionXp: number; onContinue: () => void; onNextChallenge: () => void };

const trendText: Record<string, { label: string; icon: string }> = {
  improving: { label: 'Improving', icon: '↑' },
  declining: { label: 'Declining', icon: '↓' },
  consistent: { label: 'Consistent', icon: '→' },
};

/** The coach's view of one reply: score, XP, growth stage, streak and the feedback. */
export function GrowthReport({ turn, sessionXp, onContinue, onNextChallenge }: Props) {
  const { feedback } = turn;
  const score = feedback.overallScore;
  const stage = isGrowthStage(turn.growthStage) ? turn.growthStage : growthStage(score);
  const next = nextStage(score);
  const ra = feedback.responseAnalysis;
  const trend = trendText[feedback.sessionProgression.improvementTrend] ?? trendText.consistent!;
  const strengths = feedback.strengths ?? [];
  const improvements = feedback.improvements ?? [];

  return (
    <Dialog open onOpenChange={(open) => !open && onContinue()} title="Growth Report" className="sm:max-w-2xl" hideClose>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Reply {feedback.sessionProgression.responseNumber} score</p>
          <p className="text-4xl font-bold" data-testid="report-score">
            {score}
            <span className="text-lg font-medium text-muted-foreground">/100</span>
          </p>
          <p className="font-medium text-primary">{scoreMessage(score)}</p>
        </div>
        <p className="text-sm" data-testid="report-trend">
          Trend: <span className="font-semibold">{trend.icon} {trend.label}</span>
        </p>
      </div>

      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="XP earned" value={`+${turn.xp} XP`} hint={`${sessionXp} XP this session`} testId="report-xp" />
        <Stat label="Growth stage" value={stage} hint={next ? `${next.pointsNeeded} points to ${next.name}` : 'Top stage reached'} testId="report-stage" />
        <Stat
          label="Streak"
          value={turn.streak === undefined ? '–' : `${turn.streak} in a row`}
          hint={`Replies scoring ${STREAK_THRESHOLD}+`}
          testId="report-streak"
        />
      </div>

      <ol className="mt-3 grid grid-cols-4 gap-1" aria-label="Growth stages">
        {GROWTH_STAGES.map((s) => (
          <li key={s.name} aria-current={s.name === stage ? 'step' : undefined} className="text-center text-xs">
            <span className={cn('block h-2 rounded-full', GROWTH_STAGES.findIndex((x) => x.name === s.name) <= GROWTH_STAGES.findIndex((x) => x.name === stage) ? 'bg-primary' : 'bg-muted')} />
            <span className={cn('mt-1 block', s.name === stage ? 'font-semibold' : 'text-muted-foreground')}>
              {s.name} <span className="text-muted-foreground">{s.min}+</span>
            </span>
          </li>
        ))}
      </ol>

      <section className="mt-5" aria-label="Ratings">
        <h3 className="text-sm font-semibold">How the reply rated</h3>
        <div className="mt-2 space-y-2">
          <Rating label="Tone" value={ra.tone.rating} />
          <Rating label="Clarity" value={ra.clarity.rating} />
          <Rating label="Objection handling" value={ra.objectionHandling.rating} />
        </div>
        {ra.objectionHandling.technique && (
          <p className="mt-2 text-xs text-muted-foreground">
            {ra.objectionHandling.technique}
            {ra.objectionHandling.effectiveness && <> Effectiveness: {ra.objectionHandling.effectiveness}.</>}
          </p>
        )}
      </section>

      {strengths.length > 0 && (
        <section className="mt-5">
          <h3 className="text-sm font-semibold">What worked</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {strengths.map((s, i) => (
              <li key={i} className="flex gap-2">
                <span aria-hidden="true" className="text-primary">
                  ✓
                </span>
                <span>{s.description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {improvements.length > 0 && (
        <section className="mt-5">
          <h3 className="text-sm font-semibold">What to try next</h3>
          <ul className="mt-2 space-y-3 text-sm">
            {improvements.map((imp, i) => (
              <li key={i} className="rounded-md border border-border p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{imp.description}</p>
                  {imp.priority && <Badge className={imp.priority === 'high' ? 'border-amber-300 text-amber-800 dark:text-amber-300' : undefined}>{imp.priority}</Badge>}
                </div>
                {imp.specificSuggestion && <p className="mt-1 text-muted-foreground">{imp.specificSuggestion}</p>}
                {imp.example && <p className="mt-1 italic">Try: {imp.example}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {feedback.idealResponse?.text && (
        <details className="mt-5 rounded-md border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">A model answer</summary>
          <p className="mt-2 italic">{feedback.idealResponse.text}</p>
          {feedback.idealResponse.explanation && <p className="mt-2 text-muted-foreground">{feedback.idealResponse.explanation}</p>}
        </details>
      )}

      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onNextChallenge}>
          Next Challenge
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </Dialog>
  );
}

function Stat({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-muted/50 p-2 sm:p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-base font-semibold sm:text-lg" data-testid={testId}>
        {value}
      </p>
      <p className="text-[11px] leading-tight text-muted-foreground sm:text-xs">{hint}</p>
    </div>
  );
}

function Rating({ label, value }: { label: string; value: number }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="grid grid-cols-[9rem_1fr_2.5rem] items-center gap-2 text-sm">
      <span>{label}</span>
      <span className="h-2 overflow-hidden rounded-full bg-muted" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={v}>
        <span className={cn('block h-full rounded-full', v >= 80 ? 'bg-emerald-500' : v >= 60 ? 'bg-sky-500' : v >= 40 ? 'bg-amber-500' : 'bg-red-500')} style={{ width: `${v}%` }} />
      </span>
      <span className="text-right tabular-nums">{v}</span>
    </div>
  );
}

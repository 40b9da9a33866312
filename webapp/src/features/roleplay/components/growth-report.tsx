import type { Ref } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { scoreMessage, scoreTone, toneBar, toneText } from '@/lib/coaching/score';

import type { TurnResult } from '../lib/chat';
import { REFLECTION_PROMPTS } from '../lib/constants';
import { GROWTH_STAGES, sessionStage, STREAK_THRESHOLD } from '../lib/growth';

type Props = {
  /** The scored replies of the session, oldest first. */
  turns: TurnResult[];
  /** The reply shown (the newest unless the rep picked another). */
  selected: TurnResult | undefined;
  onSelect: (messageId: string) => void;
  sessionXp: number;
  /** The streak the profile holds, before the first scored reply. */
  streak: number | undefined;
  bestStreak: number | undefined;
  ref?: Ref<HTMLElement>;
};

const trendText: Record<string, { label: string; icon: string }> = {
  improving: { label: 'Improving', icon: '↑' },
  declining: { label: 'Declining', icon: '↓' },
  consistent: { label: 'Consistent', icon: '→' },
};

/**
 * The coach's view beside the conversation (below it on a phone): the chosen
 * reply's score, the session's XP, growth stage (from the mean of the
 * session's scores, so it does not jump reply by reply) and streak, and what
 * to try next. It never covers the conversation.
 */
export function GrowthReport({ turns, selected, onSelect, sessionXp, streak, bestStreak, ref }: Props) {
  const index = selected ? turns.findIndex((t) => t.messageId === selected.messageId) : -1;
  const stage = sessionStage(turns.map((t) => t.feedback.overallScore));

  return (
    <section ref={ref} aria-labelledby="coach-feedback-title" className="rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="feedback-panel" tabIndex={-1}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="coach-feedback-title" className="font-semibold">
          Coach feedback
        </h2>
        {turns.length > 1 && index >= 0 && (
          <div className="flex items-center gap-1 text-xs text-muted-foreground">
            <Button variant="ghost" size="sm" aria-label="Earlier reply" disabled={index === 0} onClick={() => onSelect(turns[index - 1]!.messageId)}>
              ‹
            </Button>
            <span data-testid="report-position">
              Reply {index + 1} of {turns.length}
            </span>
            <Button variant="ghost" size="sm" aria-label="Later reply" disabled={index === turns.length - 1} onClick={() => onSelect(turns[index + 1]!.messageId)}>
              ›
            </Button>
          </div>
        )}
      </div>

      {!selected ? (
        <div className="mt-2 text-sm text-muted-foreground">
          <p>Reply to the buyer: after each answer the coach scores it here and tells you what to try next.</p>
          <Reflection />
        </div>
      ) : (
        <TurnFeedback turn={selected} />
      )}

      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-border pt-3 text-center">
        <Stat label="XP this session" value={`${sessionXp} XP`} hint={selected ? `+${selected.xp} for this reply` : 'Earned per reply'} testId="report-xp" />
        <Stat
          label="Growth stage"
          value={stage?.stage ?? '–'}
          hint={stage ? `Session average ${stage.average}${stage.next ? ` · ${stage.next.pointsNeeded} to ${stage.next.name}` : ''}` : 'From your replies'}
          testId="report-stage"
        />
        <Stat
          label="Streak"
          value={`${selected?.streak ?? streak ?? 0} in a row`}
          hint={`Replies scoring ${STREAK_THRESHOLD}+${bestStreak ? ` · best ${bestStreak}` : ''}`}
          testId="report-streak"
        />
      </dl>
      {stage && (
        <ol className="mt-3 grid grid-cols-4 gap-1" aria-label="Growth stages">
          {GROWTH_STAGES.map((s, i) => {
            const reached = i <= GROWTH_STAGES.findIndex((x) => x.name === stage.stage);
            return (
              <li key={s.name} aria-current={s.name === stage.stage ? 'step' : undefined} className="min-w-0 text-center text-[11px]">
                <span className={cn('block h-1.5 rounded-full', reached ? 'bg-primary' : 'bg-muted')} />
                <span className={cn('mt-1 block truncate', s.name === stage.stage ? 'font-semibold' : 'text-muted-foreground')}>{s.name}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Questions to weigh a reply by before (or instead of) reading the coach's view. */
function Reflection() {
  return (
    <div className="mt-3">
      <p className="text-xs font-medium text-foreground">Before you send, ask yourself:</p>
      <ul className="mt-1 space-y-1 text-xs">
        {REFLECTION_PROMPTS.map((p) => (
          <li key={p} className="flex gap-2">
            <span aria-hidden="true" className="text-primary">
              ?
            </span>
            {p}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TurnFeedback({ turn }: { turn: TurnResult }) {
  const { feedback } = turn;
  const score = feedback.overallScore;
  const tone = scoreTone(score);
  const ra = feedback.responseAnalysis;
  const trend = trendText[feedback.sessionProgression.improvementTrend] ?? trendText.consistent!;
  const strengths = feedback.strengths ?? [];
  const improvements = feedback.improvements ?? [];

  return (
    <div className="mt-2 text-sm" data-testid="latest-feedback">
      <p className="line-clamp-2 border-l-4 border-border pl-2 text-xs text-muted-foreground" title={turn.userText}>
        {`On your reply “${turn.userText}”`}
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
        <p data-testid="report-score" data-tone={tone} className={cn('text-3xl font-bold tabular-nums', toneText[tone])}>
          {score}
          <span className="text-base font-medium text-muted-foreground">/100</span>
        </p>
        <p className="text-xs text-muted-foreground" data-testid="report-trend">
          Trend: <span className="font-semibold text-foreground">{trend.icon} {trend.label}</span>
        </p>
      </div>
      <p className={cn('font-semibold', toneText[tone])} data-testid="report-message">
        {scoreMessage(score)}
      </p>

      <div className="mt-3 space-y-1.5" aria-label="Ratings" role="group">
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

      {strengths.length > 0 && (
        <section className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">What worked</h3>
          <ul className="mt-1 space-y-1">
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
        <section className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">What to try next</h3>
          <ul className="mt-1 space-y-2">
            {improvements.map((imp, i) => (
              <li key={i} className="rounded-md border border-border p-2">
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
        <details className="mt-3 rounded-md border border-border p-2">
          <summary className="cursor-pointer font-medium">A model answer</summary>
          <p className="mt-2 italic">{feedback.idealResponse.text}</p>
          {feedback.idealResponse.explanation && <p className="mt-2 text-muted-foreground">{feedback.idealResponse.explanation}</p>}
        </details>
      )}
    </div>
  );
}

function Stat({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-[11px] leading-tight text-muted-foreground">{hint}</dd>
    </div>
  );
}

function Rating({ label, value }: { label: string; value: number }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="grid grid-cols-[8.5rem_1fr_2rem] items-center gap-2 text-xs">
      <span>{label}</span>
      <span className="h-2 overflow-hidden rounded-full bg-muted" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={v}>
        <span className={cn('block h-full rounded-full', toneBar[scoreTone(v)])} style={{ width: `${v}%` }} />
      </span>
      <span className="text-right tabular-nums">{v}</span>
    </div>
  );
}

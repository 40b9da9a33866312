import { cn } from '@/lib/cn';
import { scoreMessage, scoreTone, toneBadge, toneBar, toneText } from '@/lib/coaching/score';

/** A large score with its message, coloured by the spec's thresholds. */
export function ScoreDisplay({ score, size = 'lg' }: { score: number; size?: 'lg' | 'md' }) {
  const tone = scoreTone(score);
  return (
    <div data-testid="score" data-tone={tone}>
      <p className={cn('font-bold tabular-nums', size === 'lg' ? 'text-6xl' : 'text-4xl', toneText[tone])}>
        {score}
        <span className="text-lg font-medium text-muted-foreground">/100</span>
      </p>
      <p className={cn('mt-1 font-semibold', size === 'lg' ? 'text-xl' : 'text-base', toneText[tone])} data-testid="score-message">
        {scoreMessage(score)}
      </p>
    </div>
  );
}

/** A compact score pill: '84 · Great job!'. */
export function ScorePill({ score, withMessage = true }: { score: number; withMessage?: boolean }) {
  const tone = scoreTone(score);
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums', toneBadge[tone])}
      data-tone={tone}
    >
      {score}
      {withMessage && <span className="font-medium">· {scoreMessage(score)}</span>}
    </span>
  );
}

/** A horizontal 0–100 bar. */
export function ScoreBar({ score, label }: { score: number; label: string }) {
  const tone = scoreTone(score);
  const value = Math.max(0, Math.min(100, score));
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2 w-full overflow-hidden rounded-full bg-muted">
      <div className={cn('h-full rounded-full', toneBar[tone])} style={{ width: `${value}%` }} />
    </div>
  );
}

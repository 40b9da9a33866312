import { EvidenceList, HighlightedText, HighlightLegend } from '@/components/coaching/highlighted-text';
import { ScoreBar } from '@/components/coaching/score';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { scoreTone, toneText } from '@/lib/coaching/score';

import type { CallCategories, CallMetrics, CallRecording } from '../api/types';
import { formatDuration, formatScore } from '../lib/calls';
import { CALL_CATEGORY_KEYS, CALL_CATEGORY_LABELS } from '../lib/compare';


/** A 0–10 score, coloured by the spec's thresholds (8 green, 6 amber). */
export function CallScore({ score, className }: { score: number; className?: string }) {
  return (
    <p className={cn('font-bold tabular-nums', toneText[scoreTone(score * 10)], className)} data-testid="call-score">
      {formatScore(score)}
      <span className="text-base font-medium text-muted-foreground">/10</span>
    </p>
  );
}

/** Top strength and top improvement. */
export function CallHighlights({ call }: { call: CallRecording }) {
  if (!call.top_strength && !call.top_improvement) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {call.top_strength && (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 dark:border-emerald-900 dark:bg-emerald-950/40" data-testid="top-strength">
          <p className="text-xs font-medium tracking-wide text-emerald-800 uppercase dark:text-emerald-300">Top strength</p>
          <p className="mt-1 text-sm">{call.top_strength}</p>
        </div>
      )}
      {call.top_improvement && (
        <div className="rounded-lg border border-amber-200 bg-amber-50/60 p-3 dark:border-amber-900 dark:bg-amber-950/40" data-testid="top-improvement">
          <p className="text-xs font-medium tracking-wide text-amber-800 uppercase dark:text-amber-300">Top improvement</p>
          <p className="mt-1 text-sm">{call.top_improvement}</p>
        </div>
      )}
    </div>
  );
}

export function CallCategoriesCard({ categories }: { categories: CallCategories }) {
  return (
    <Card>
      <CardHeader title="Categories" />
      <ul className="grid gap-4 sm:grid-cols-2">
        {CALL_CATEGORY_KEYS.map((key) => (
          <li key={key} data-testid={`call-category-${key}`}>
            <div className="flex items-baseline justify-between">
              <span className="font-medium">{CALL_CATEGORY_LABELS[key]}</span>
              <span className="font-bold tabular-nums">{Math.round(categories[key] ?? 0)}</span>
            </div>
            <div className="mt-1.5">
              <ScoreBar score={categories[key] ?? 0} label={`${CALL_CATEGORY_LABELS[key]} score`} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The call metrics; talk ratio and longest monologue only when the speakers were separated. */
export function callMetricItems(metrics: CallMetrics): [string, string][] {
  const items: [string, string][] = [
    ['Talk pace', `${Math.round(metrics.words_per_minute)} wpm`],
    ['Fillers per minute', (Math.round(metrics.fillers_per_minute * 10) / 10).toFixed(1)],
    ['Questions asked', String(metrics.questions_asked)],
    ['Next step agreed', metrics.next_step_agreed ? 'Yes' : 'No'],
  ];
  if (typeof metrics.talk_ratio === 'number') items.push(['Your talk ratio', `${Math.round(metrics.talk_ratio * 100)}%`]);
  if (typeof metrics.longest_monologue_seconds === 'number') items.push(['Longest monologue', formatDuration(metrics.longest_monologue_seconds)]);
  return items;
}

export function CallMetricsCard({ metrics }: { metrics: CallMetrics }) {
  return (
    <Card>
      <CardHeader title="Call metrics" />
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="call-metrics">
        {callMetricItems(metrics).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {typeof metrics.talk_ratio !== 'number' && (
        <p className="mt-3 text-xs text-muted-foreground">Talk ratio and longest monologue appear when the speakers on the call can be told apart.</p>
      )}
    </Card>
  );
}

/** The call's transcript with the coach's quotes highlighted. */
export function CallTranscript({ call, compact = false }: { call: CallRecording; compact?: boolean }) {
  const text = call.transcript ?? '';
  const evidence = call.analysis?.evidence;
  if (text.trim() === '') return <p className="text-sm text-muted-foreground">No words were recognised in this call.</p>;
  return (
    <div>
      {!compact && <HighlightLegend />}
      <div className={cn('mt-3 rounded-lg border border-border bg-background p-4', compact && 'mt-0 max-h-[28rem] overflow-y-auto')} data-testid="call-transcript">
        <HighlightedText text={text} evidence={evidence} />
      </div>
      {!compact && (evidence?.length ?? 0) > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium">All quotes and notes ({evidence!.length})</summary>
          <div className="mt-3">
            <EvidenceList evidence={evidence} max={50} />
          </div>
        </details>
      )}
    </div>
  );
}

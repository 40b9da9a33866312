import { AiBadge, AiDisclosure, isBuiltinCoach } from '@/components/coaching/ai-disclosure';
import { EvidenceList, HighlightedText, HighlightLegend } from '@/components/coaching/highlighted-text';
import { ScoreBar, ScorePill } from '@/components/coaching/score';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import type { DemoFeedbackResponse, DemoInputType } from '../api/demo';

const STAGES = [
  ['acknowledge', 'Acknowledge'],
  ['clarify', 'Clarify'],
  ['respond', 'Respond'],
  ['confirm', 'Confirm'],
] as const;

/** A coached answer: the reply with what was answered, when and how. */
export type DemoResult = DemoFeedbackResponse & { response: string; type: DemoInputType; timestamp: string };

type DemoFeedbackBoxProps = { result: DemoResult; onOpenDetails: () => void; onTryAnother: () => void };

/** The AI Feedback box: score, the coach's text, the four objection steps and the answer with its quotes marked. */
export function DemoFeedbackBox({ result, onOpenDetails, onTryAnother }: DemoFeedbackBoxProps) {
  const stages = result.assessment?.stages;
  return (
    <Card className="mt-6" data-testid="ai-feedback">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          {isBuiltinCoach(result.provider, result.fallback) ? 'Coach feedback' : 'AI Feedback'} <AiBadge provider={result.provider} fallback={result.fallback} />
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ScorePill score={result.score} />
          {result.fallback && <Badge>Backup mode: built-in coach</Badge>}
        </div>
      </div>
      <p className="mt-3 text-base leading-relaxed whitespace-pre-wrap" data-testid="ai-feedback-text">
        {result.feedback}
      </p>
      <div className="mt-2">
        <AiDisclosure provider={result.provider} fallback={result.fallback} />
      </div>

      {stages && (
        <div className="mt-6">
          <h3 className="font-semibold">Acknowledge → clarify → respond → confirm</h3>
          <p className="mt-1 text-sm text-muted-foreground">How your answer covered the four steps of handling an objection.</p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {STAGES.map(([key, label]) => {
              const stage = stages[key];
              if (!stage) return null;
              return (
                <div key={key} className="rounded-lg border border-border p-3">
                  <div className="flex items-baseline justify-between">
                    <dt className="text-sm font-medium">{label}</dt>
                    <dd className="text-sm font-semibold tabular-nums">{stage.score}</dd>
                  </div>
                  <div className="mt-2">
                    <ScoreBar score={stage.score} label={`${label} score`} />
                  </div>
                  {stage.quote ? (
                    <p className="mt-2 text-xs text-muted-foreground">
                      <q>{stage.quote}</q>
                    </p>
                  ) : (
                    <p className="mt-2 text-xs text-muted-foreground">Not found in your answer.</p>
                  )}
                </div>
              );
            })}
          </dl>
        </div>
      )}

      <div className="mt-6">
        <h3 className="font-semibold">Your answer</h3>
        <div className="mt-2">
          <HighlightLegend />
        </div>
        <div className="mt-2 rounded-lg border border-border bg-background p-4">
          <HighlightedText text={result.response} evidence={result.assessment?.evidence} />
        </div>
        {(result.assessment?.evidence?.length ?? 0) > 0 && (
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium">All quotes and notes</summary>
            <div className="mt-2">
              <EvidenceList evidence={result.assessment.evidence} max={30} />
            </div>
          </details>
        )}
      </div>

      {result.saved && <p className="mt-4 text-sm text-emerald-700 dark:text-emerald-400">Saved to your progress.</p>}

      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={onOpenDetails}>Email or send to CRM</Button>
        <Button variant="outline" onClick={onTryAnother}>
          Try another answer
        </Button>
      </div>
    </Card>
  );
}

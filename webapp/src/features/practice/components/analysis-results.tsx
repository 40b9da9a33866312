import { AiBadge, AiDisclosure } from '@/components/coaching/ai-disclosure';
import { EvidenceList, HighlightedText, HighlightLegend } from '@/components/coaching/highlighted-text';
import { ScoreBar, ScoreDisplay } from '@/components/coaching/score';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { CATEGORY_KEYS, CATEGORY_LABELS, categoryLabel } from '@/lib/coaching/score';
import type { Improvement, PitchAnalysis, PitchMetrics, Strength } from '@/lib/coaching/types';

type AnalysisResultsProps = {
  analysis: PitchAnalysis;
  /** The text that was scored (the evidence offsets point into it). */
  transcript: string;
  fallback: boolean;
  provider: string;
  saved: boolean;
  creditsRemaining?: number;
  onPracticeAgain: () => void;
  /** A spoken pitch: its recording (an object URL) to play back next to the transcript. */
  recordingUrl?: string | null;
};

/** The result of one analysed pitch. */
export function AnalysisResults({ analysis, transcript, fallback, provider, saved, creditsRemaining, onPracticeAgain, recordingUrl }: AnalysisResultsProps) {
  const spoken = recordingUrl !== undefined;
  return (
    <div className="space-y-6" data-testid="analysis-results">
      <Card className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <div className="shrink-0 text-center sm:w-48">
          <h2 className="flex items-center justify-center gap-2 text-sm font-medium text-muted-foreground">
            Overall score <AiBadge provider={provider} fallback={fallback} />
          </h2>
          <ScoreDisplay score={analysis.overallScore} />
        </div>
        <div className="flex-1 space-y-3">
          {analysis.recommendation && <p className="text-base">{analysis.recommendation}</p>}
          <div className="flex flex-wrap gap-2 text-xs">
            <Badge>{providerLabel(provider, fallback)}</Badge>
            <Badge className={saved ? '' : 'border-red-300 text-red-700 dark:text-red-300'}>{saved ? 'Saved to your progress' : 'Not saved'}</Badge>
            {creditsRemaining !== undefined && creditsRemaining >= 0 && (
              <Badge>
                {creditsRemaining} {creditsRemaining === 1 ? 'credit' : 'credits'} left
              </Badge>
            )}
          </div>
          <AiDisclosure provider={provider} fallback={fallback} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={onPracticeAgain}>Practice Again</Button>
            <ButtonLink variant="outline" to={paths.progress.getHref()}>
              See your progress
            </ButtonLink>
          </div>
        </div>
      </Card>

      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="mb-3 text-lg font-semibold">
          Scores by category
        </h2>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {CATEGORY_KEYS.map((key) => {
            const category = analysis.categories[key];
            if (!category) return null;
            return (
              <Card key={key} data-testid={`category-${key}`}>
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{CATEGORY_LABELS[key]}</h3>
                  <span className="text-lg font-bold tabular-nums">{category.score}</span>
                </div>
                <div className="mt-2">
                  <ScoreBar score={category.score} label={`${CATEGORY_LABELS[key]} score`} />
                </div>
                <p className="mt-3 text-sm text-muted-foreground">{category.feedback}</p>
              </Card>
            );
          })}
        </div>
      </section>

      <Card>
        <CardHeader
          title={spoken ? 'Your pitch, as the coach heard it' : 'Your pitch, as the coach read it'}
          description={spoken ? 'The transcript of your recording; the phrases behind your scores are highlighted.' : 'The phrases behind your scores are highlighted.'}
        />
        {spoken && recordingUrl && (
          <audio controls src={recordingUrl} className="mb-4 w-full" aria-label="Your recording" data-testid="result-recording" />
        )}
        <HighlightLegend />
        <div className="mt-3 rounded-lg border border-border bg-background p-4">
          <HighlightedText text={transcript} evidence={analysis.evidence} />
        </div>
        {(analysis.evidence?.length ?? 0) > 0 && (
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium">All quotes and notes ({analysis.evidence!.length})</summary>
            <div className="mt-3">
              <EvidenceList evidence={analysis.evidence} max={50} />
            </div>
          </details>
        )}
        {analysis.metrics && <MetricsRow metrics={analysis.metrics} />}
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <StrengthsCard strengths={analysis.strengths ?? []} />
        <ImprovementsCard improvements={analysis.improvements ?? []} />
      </div>

      <div className="flex justify-center">
        <Button size="lg" onClick={onPracticeAgain}>
          Practice Again
        </Button>
      </div>
    </div>
  );
}

function providerLabel(provider: string, fallback: boolean) {
  if (fallback) return 'Backup mode: scored by the built-in coach';
  if (!provider || provider === 'builtin') return 'Scored by the built-in coach';
  return `Scored by AI (${provider})`;
}

export function StrengthsCard({ strengths }: { strengths: Strength[] }) {
  return (
    <Card>
      <CardHeader title="Strengths" />
      {strengths.length === 0 ? (
        <p className="text-sm text-muted-foreground">No clear strengths yet: the suggestions on the right are the quickest wins.</p>
      ) : (
        <ul className="space-y-3">
          {strengths.map((s, i) => (
            <li key={i} className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 dark:border-emerald-900 dark:bg-emerald-950/40">
              <p className="text-xs font-medium tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{categoryLabel(s.category)}</p>
              <p className="mt-1 text-sm">{s.description}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const priorityClasses: Record<string, string> = {
  high: 'border-red-300 text-red-700 dark:text-red-300',
  medium: 'border-amber-300 text-amber-700 dark:text-amber-300',
  low: 'border-border text-muted-foreground',
};

export function ImprovementsCard({ improvements }: { improvements: Improvement[] }) {
  return (
    <Card>
      <CardHeader title="Improvements" />
      {improvements.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing important to change. Keep it up.</p>
      ) : (
        <ul className="space-y-3">
          {improvements.map((im, i) => (
            <li key={i} className="rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{categoryLabel(im.category)}</p>
                {im.priority && <Badge className={cn(priorityClasses[im.priority] ?? '')}>{im.priority} priority</Badge>}
              </div>
              <p className="mt-1 text-sm">{im.description}</p>
              {im.specificSuggestion && (
                <p className="mt-2 text-sm">
                  <span className="font-semibold">Try this: </span>
                  {im.specificSuggestion}
                </p>
              )}
              {im.example && (
                <blockquote className="mt-2 border-l-4 border-primary bg-muted/60 px-3 py-2 text-sm italic">
                  <span className="sr-only">Example: </span>
                  {im.example}
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const nextStepLabels: Record<string, string> = {
  concrete: 'Concrete',
  partial: 'Partly clear',
  vague: 'Vague',
  none: 'Missing',
};

function MetricsRow({ metrics }: { metrics: PitchMetrics }) {
  const items: [string, string][] = [];
  if (typeof metrics.wordCount === 'number') items.push(['Words', String(metrics.wordCount)]);
  if (typeof metrics.customerFocus === 'number') items.push(['Customer focus (you vs. we)', `${Math.round(metrics.customerFocus * 100)}%`]);
  if (typeof metrics.discoveryQuestions === 'number') items.push(['Discovery questions', String(metrics.discoveryQuestions)]);
  if (typeof metrics.hedgeCount === 'number') items.push(['Hedges', String(metrics.hedgeCount)]);
  if (typeof metrics.fillerCount === 'number') items.push(['Fillers', String(metrics.fillerCount)]);
  if (typeof metrics.nextStep === 'string') items.push(['Next step', nextStepLabels[metrics.nextStep] ?? metrics.nextStep]);
  if (items.length === 0) return null;
  return (
    <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-border pt-4 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

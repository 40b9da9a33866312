import { useId, useState, type FormEvent } from 'react';

import { AiBadge, AiDisclosure } from '@/components/coaching/ai-disclosure';
import { EvidenceList, HighlightedText, HighlightLegend } from '@/components/coaching/highlighted-text';
import { ScoreBar, ScorePill } from '@/components/coaching/score';
import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { UNLIMITED_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account/use-account';
import { isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';

import { useDemoFeedback, type DemoFeedbackResponse, type DemoInputType } from '../api/demo';
import type { SessionData } from '../lib/crm';
import { CrmSettingsDialog } from './crm-settings-dialog';
import { FeedbackDialog } from './feedback-dialog';

export const MAX_ANSWER_CHARS = 2000;
const PROCESSING_TOAST_MS = 3000;
const COMPLETE_TOAST_MS = 4000;

const STEPS = ['Read the objection', 'Answer it', 'Get AI feedback'] as const;
const STAGES = [
  ['acknowledge', 'Acknowledge'],
  ['clarify', 'Clarify'],
  ['respond', 'Respond'],
  ['confirm', 'Confirm'],
] as const;

type DemoResult = DemoFeedbackResponse & { response: string; type: DemoInputType; timestamp: string };
type DemoError = { title: string; message: string; detail?: string };

/** /demo: answer a prospect's price objection and get coached, in three steps. */
export function DemoPage() {
  const id = useId();
  const account = useAccount();
  const { user, isGuest } = account;
  const config = useAppConfig();
  const objection = config.data?.demo?.objection;
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<DemoResult | null>(null);
  const [error, setError] = useState<DemoError | null>(null);
  const [crmOpen, setCrmOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const demo = useDemoFeedback();

  const credits = user ? account.creditsRemaining : undefined;
  const outOfCredits = Boolean(user) && credits !== undefined && credits !== UNLIMITED_CREDITS && credits < 1;
  const step = result ? 3 : answer.trim() || demo.isPending ? 2 : 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const response = answer.trim();
    if (!response || demo.isPending) return;
    const type: DemoInputType = 'text';
    setError(null);
    toast({ title: 'Processing Response', description: `Analyzing your ${type} response...`, duration: PROCESSING_TOAST_MS });
    demo.mutate(
      { response, inputType: type },
      {
        onSuccess: (res) => {
          setResult({ ...res, response, type, timestamp: new Date().toISOString() });
          if (res.saved === false) {
            toast({ title: 'Save Error', description: "Practice completed but couldn't save to your progress. Your credits were still used.", variant: 'destructive' });
          } else {
            toast({ title: 'Analysis Complete', description: `Your ${type} response has been analyzed and feedback is ready.`, duration: COMPLETE_TOAST_MS, variant: 'success' });
          }
        },
        onError: (err) => {
          toast({ title: 'Processing Error', description: 'There was an issue analyzing your response. Please try again.', variant: 'destructive' });
          setError(demoError(err));
        },
      },
    );
  };

  const tryAgain = () => {
    setError(null);
    setResult(null);
    setFeedbackOpen(false);
    demo.reset();
  };

  const sessionData: SessionData | null = result
    ? { type: result.type, response: result.response, feedback: result.feedback, score: result.score, timestamp: result.timestamp }
    : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Free Sales Practice Session</h1>
          <p className="mt-2 text-muted-foreground">Answer a prospect's price objection and see how a sales coach would rate it.</p>
        </div>
        <Button variant="outline" onClick={() => setCrmOpen(true)}>
          CRM Settings
        </Button>
      </div>

      <div className="mt-4">
        <Banner tone="info">
          Feedback is AI-generated from your own words. It is coaching guidance, not a prediction of how a real buyer would react.
        </Banner>
      </div>

      <ol className="mt-6 grid grid-cols-3 gap-2" aria-label={`Step ${step} of 3`} data-testid="demo-steps">
        {STEPS.map((label, i) => {
          const n = i + 1;
          return (
            <li key={label} aria-current={n === step ? 'step' : undefined} className="text-center">
              <div className={cn('h-1.5 rounded-full', n <= step ? 'bg-primary' : 'bg-muted')} />
              <p className={cn('mt-2 text-xs sm:text-sm', n === step ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
                <span className="sr-only sm:not-sr-only">Step {n}: </span>
                {label}
              </p>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-center text-sm text-muted-foreground">Step {step} of 3</p>

      <Card className="mt-6">
        <div className="flex items-center gap-2">
          <Badge>Prospect</Badge>
          <span className="text-sm text-muted-foreground">Price objection</span>
        </div>
        {objection ? (
          <blockquote className="mt-3 border-l-4 border-amber-400 pl-4 text-lg font-medium" data-testid="demo-objection">
            “{objection}”
          </blockquote>
        ) : config.isError ? (
          <p className="mt-3 text-sm text-red-600">The objection could not be loaded. Please refresh the page.</p>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">Loading the objection...</p>
        )}

        {!result && (
          <form onSubmit={submit} className="mt-6" aria-busy={demo.isPending}>
            <div role="group" aria-label="Answer by" className="inline-flex rounded-lg bg-muted p-1 text-sm">
              <span className="rounded-md bg-card px-3 py-1.5 font-medium shadow-sm">Text</span>
              <span className="px-3 py-1.5 text-muted-foreground" title="Voice answers arrive with the voice release.">
                Voice <span className="text-xs">(not yet available)</span>
              </span>
            </div>
            <label htmlFor={`${id}-answer`} className="mt-4 block font-semibold">
              Your answer
            </label>
            <textarea
              id={`${id}-answer`}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              maxLength={MAX_ANSWER_CHARS}
              rows={6}
              disabled={demo.isPending}
              placeholder="I hear you, budget matters. Can I ask what you are comparing us with?..."
              className={cn(inputClasses, 'mt-2 text-base leading-relaxed')}
              aria-describedby={`${id}-count`}
            />
            <p id={`${id}-count`} className="mt-1 text-right text-xs text-muted-foreground tabular-nums" aria-live="polite">
              {answer.length}/{MAX_ANSWER_CHARS} characters
            </p>
            {outOfCredits && (
              <div className="mt-3">
                <Banner tone="error">
                  <p className="font-semibold">Insufficient Credits</p>
                  <p>You need at least 1 credit to get feedback while signed in.</p>
                </Banner>
              </div>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Button type="submit" size="lg" disabled={!answer.trim() || demo.isPending || !objection || outOfCredits}>
                {demo.isPending ? (
                  <>
                    <Spinner className="size-4" /> Analyzing...
                  </>
                ) : (
                  'Get AI Feedback'
                )}
              </Button>
              <p className="text-sm text-muted-foreground">
                {user
                  ? credits === undefined
                    ? 'Checking your credits...'
                    : `Uses 1 credit (${credits === UNLIMITED_CREDITS ? 'unlimited' : `you have ${credits}`}); the session is saved to your progress.`
                  : 'Free, no account needed.'}
              </p>
            </div>
          </form>
        )}
      </Card>

      {error && (
        <Card className="mt-6 border-red-300 dark:border-red-800" role="alert" data-testid="demo-error">
          <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">{error.title}</h2>
          <p className="mt-2 text-sm">{error.message}</p>
          {error.detail && <p className="mt-1 text-sm text-muted-foreground">{error.detail}</p>}
          <Button className="mt-4" onClick={tryAgain}>
            Try Again
          </Button>
        </Card>
      )}

      {result && sessionData && (
        <DemoFeedbackBox result={result} onOpenDetails={() => setFeedbackOpen(true)} onTryAnother={() => {
          tryAgain();
          setAnswer('');
        }} />
      )}

      {isGuest && !user ? (
        <Card className="mt-6">
          <h2 className="font-semibold">Want to try more features?</h2>
          <p className="mt-1 text-sm text-muted-foreground">Guests can explore role-play; sign up to save your progress and get 1 free pitch analysis.</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to={paths.roleplay.getHref()}>Try Role-Playing</ButtonLink>
            <ButtonLink variant="outline" to={paths.signup.getHref()}>
              Sign Up Free
            </ButtonLink>
          </div>
        </Card>
      ) : !user ? (
        <Card className="mt-6">
          <h2 className="font-semibold">Keep your progress</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Demo answers are not saved. With a free account your sessions, scores and streak are kept, and you get 1 free pitch analysis. No
            credit card required.
          </p>
          <ButtonLink className="mt-4" to={paths.signup.getHref()}>
            Sign Up Free
          </ButtonLink>
        </Card>
      ) : null}

      {crmOpen && <CrmSettingsDialog open={crmOpen} onOpenChange={setCrmOpen} />}
      {feedbackOpen && sessionData && (
        <FeedbackDialog
          open={feedbackOpen}
          onOpenChange={setFeedbackOpen}
          sessionData={sessionData}
          sessionId={result?.saved ? result.session_id : undefined}
          user={user}
          onOpenCrmSettings={() => {
            setFeedbackOpen(false);
            setCrmOpen(true);
          }}
        />
      )}
    </div>
  );
}

function demoError(error: unknown): DemoError {
  const generic = { title: 'Something went wrong', message: 'We encountered an issue processing your response. This could be a temporary problem.' };
  if (!isApiError(error)) return generic;
  if (error.code === 'insufficient_credits') return { title: 'Insufficient Credits', message: error.message };
  if (error.status === 429) return { ...generic, detail: error.message || 'Too many requests. Please try again later.' };
  if (error.status === 400) return { ...generic, detail: error.message };
  return { ...generic, detail: error.message };
}

function DemoFeedbackBox({ result, onOpenDetails, onTryAnother }: { result: DemoResult; onOpenDetails: () => void; onTryAnother: () => void }) {
  const stages = result.assessment?.stages;
  return (
    <Card className="mt-6" data-testid="ai-feedback">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          AI Feedback <AiBadge />
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

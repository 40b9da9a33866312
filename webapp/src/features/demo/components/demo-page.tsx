import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useAccount } from '@/lib/account/use-account';
import { useAppConfig } from '@/lib/app-config';

import { useDemoFeedback, type DemoInputType } from '../api/demo';
import { answerSchema, demoError, type AnswerInput, type AnswerValues, type DemoError } from '../lib/answer';
import type { SessionData } from '../lib/crm';
import { AnswerForm } from './answer-form';
import { CrmSettingsDialog } from './crm-settings-dialog';
import { DemoFeedbackBox, type DemoResult } from './demo-feedback-box';
import { DemoSteps } from './demo-steps';
import { FeedbackDialog } from './feedback-dialog';
import { SignupPrompt } from './signup-prompt';

const PROCESSING_TOAST_MS = 3000;
const COMPLETE_TOAST_MS = 4000;

/** /demo: answer a prospect's price objection and get coached, in three steps. */
export function DemoPage() {
  const account = useAccount();
  const { user, isGuest } = account;
  const config = useAppConfig();
  const objection = config.data?.demo?.objection;
  const form = useForm<AnswerInput, unknown, AnswerValues>({ resolver: zodResolver(answerSchema), defaultValues: { answer: '' } });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const [result, setResult] = useState<DemoResult | null>(null);
  const [error, setError] = useState<DemoError | null>(null);
  const [crmOpen, setCrmOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const demo = useDemoFeedback();

  const step = result ? 3 : answer.trim() || demo.isPending ? 2 : 1;

  const submit = form.handleSubmit(({ answer: response }) => {
    if (demo.isPending) return;
    const type: DemoInputType = 'text';
    setError(null);
    toast({ title: 'Processing Response', description: `Analyzing your ${type} response...`, duration: PROCESSING_TOAST_MS });
    demo.mutate(
      { response, inputType: type },
      {
        onSuccess: (res) => {
          setResult({ ...res, response, type, timestamp: new Date().toISOString() });
          if (res.saved === false) {
            toast({ title: 'Save Error', description: "Practice completed but couldn't save to your progress. No credits were used.", variant: 'destructive' });
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
  });

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
          Feedback is generated from your own words. It is coaching guidance, not a prediction of how a real buyer would react.
        </Banner>
      </div>

      <DemoSteps step={step} />

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
          <AnswerForm
            form={form}
            onSubmit={submit}
            pending={demo.isPending}
            disabled={!objection}
            signedIn={Boolean(user)}
          />
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

      {result && (
        <DemoFeedbackBox
          result={result}
          onOpenDetails={() => setFeedbackOpen(true)}
          onTryAnother={() => {
            tryAgain();
            form.reset({ answer: '' });
          }}
        />
      )}

      {!user && <SignupPrompt isGuest={isGuest} />}

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

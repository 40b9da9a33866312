import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useAccount } from '@/lib/account/use-account';
import { track } from '@/lib/analytics';
import { useFeatureFlags } from '@/lib/app-config';

import { useAnalyzePitch, type AnalyzePitchResponse } from '../api/analyze-pitch';
import { analysisErrorMessage, BACKUP_MODE, EMPTY_PITCH, PROGRESS_SAVED, SAVE_ERROR } from '../lib/messages';
import {
  analyzeBlocker,
  emptyScenario,
  industryFromProfile,
  PITCH_CREDIT_COST,
  pitchFormSchema,
  scenarioForRequest,
  type PitchFormInput,
  type PitchFormValues,
  type PracticeMode,
} from '../lib/practice';
import { PRACTICE_TOUR_START_MS, practiceTourDone } from '../lib/tour';
import { AnalysisResults } from './analysis-results';
import { CreditHelp } from './credit-help';
import { CreditsIndicator } from './credits-indicator';
import { ModeSelection, VoiceUnavailable } from './mode-selection';
import { TextPracticeForm } from './text-practice-form';

const PracticeTour = lazy(() => import('./practice-tour').then((m) => ({ default: m.PracticeTour })));

type Result = AnalyzePitchResponse & { transcript: string };

/** /practice: choose a mode, write a pitch, get it scored with the quotes behind the score. */
export function PracticePage() {
  const account = useAccount();
  const flags = useFeatureFlags();
  const { user } = account;
  const [mode, setMode] = useState<PracticeMode | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [tourRunning, setTourRunning] = useState(false);
  const analyze = useAnalyzePitch(user?.id);
  const form = useForm<PitchFormInput, unknown, PitchFormValues>({
    resolver: zodResolver(pitchFormSchema),
    defaultValues: { pitch: '', scenario: emptyScenario },
  });
  const pitch = useWatch({ control: form.control, name: 'pitch' });

  // The onboarding industry is a sensible default for the scenario.
  const profileIndustry = account.profile.data?.industry;
  const { getValues, setValue } = form;
  useEffect(() => {
    const industry = industryFromProfile(profileIndustry);
    if (industry && getValues('scenario.industry') === '') setValue('scenario.industry', industry);
  }, [profileIndustry, getValues, setValue]);

  // The tour starts once for a signed-in user, on the mode selection.
  useEffect(() => {
    if (!user || mode !== null || practiceTourDone()) return;
    const id = window.setTimeout(() => setTourRunning(true), PRACTICE_TOUR_START_MS);
    return () => window.clearTimeout(id);
  }, [user, mode]);

  const credits = user ? account.creditsRemaining : undefined;
  const blocker = analyzeBlocker({ analyzing: analyze.isPending, signedIn: Boolean(user), credits, text: pitch });

  const submit = form.handleSubmit(
    ({ pitch: transcript, scenario }) => {
      if (!user) return;
      analyze.mutate(
        { transcript, scenario: scenarioForRequest(scenario), userId: user.id },
        {
          onSuccess: (res) => {
            setResult({ ...res, transcript });
            track('practice_analysis_complete', { score: res.analysis.overallScore, credits_used: PITCH_CREDIT_COST, mode: 'text' });
            if (!res.saved) toast({ ...SAVE_ERROR, variant: 'destructive' });
            else if (res.fallback) toast(BACKUP_MODE);
            else toast({ ...PROGRESS_SAVED, variant: 'success' });
            window.scrollTo({ top: 0 });
          },
          onError: (error) => toast({ ...analysisErrorMessage(error), variant: 'destructive' }),
        },
      );
    },
    ({ pitch: pitchError, scenario }) => {
      if (pitchError?.type === 'too_small') toast({ ...EMPTY_PITCH, variant: 'destructive' });
      else {
        const message = pitchError?.message ?? scenario?.custom?.message;
        if (message) toast({ title: 'Please check your pitch', description: message, variant: 'destructive' });
      }
    },
  );

  const practiceAgain = () => {
    setResult(null);
    form.resetField('pitch');
    analyze.reset();
    track('practice_reset');
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Practice Your Pitch</h1>
          <p className="mt-1 text-muted-foreground">Get a score, feedback per category and the exact phrases behind it.</p>
        </div>
        <div className="flex items-center gap-3">
          <CreditsIndicator signedIn={Boolean(user)} credits={credits} />
          {mode === null && !result && user && (
            <Button variant="ghost" size="sm" onClick={() => setTourRunning(true)}>
              Take the tour
            </Button>
          )}
        </div>
      </div>

      <div className="mt-4">
        <Banner tone="info">
          <span className="font-semibold">Early access.</span> Text practice is live; voice practice arrives soon. Feedback comes from an AI coach
          and quotes your own words, so you can check every point it makes.
        </Banner>
      </div>

      <div className="mt-6">
        {result ? (
          <AnalysisResults
            analysis={result.analysis}
            transcript={result.transcript}
            fallback={result.fallback}
            provider={result.provider}
            saved={result.saved}
            creditsRemaining={result.credits_remaining}
            onPracticeAgain={practiceAgain}
          />
        ) : mode === null ? (
          <ModeSelection onSelect={setMode} />
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-semibold">{mode === 'text' ? 'Text Practice' : 'Voice Practice'}</h2>
              <Button variant="outline" size="sm" onClick={() => setMode(null)} disabled={analyze.isPending}>
                ← Back to selection
              </Button>
            </div>
            {mode === 'text' ? (
              <TextPracticeForm
                form={form}
                blocker={blocker}
                onSubmit={submit}
                creditHelp={<CreditHelp trialUsed={account.trialUsed} pricingEnabled={flags.pricing} />}
              />
            ) : (
              <VoiceUnavailable onUseText={() => setMode('text')} />
            )}
          </div>
        )}
      </div>

      {tourRunning && mode === null && !result && (
        <Suspense fallback={null}>
          <PracticeTour onDone={() => setTourRunning(false)} />
        </Suspense>
      )}
    </div>
  );
}

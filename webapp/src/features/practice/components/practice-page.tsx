import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MicIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { UNLIMITED_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/account/hooks/use-account';
import { track } from '@/lib/analytics';
import { useFeatureFlags } from '@/lib/app-config';

import { useAnalyzePitch, type AnalyzePitchResponse } from '../api/analyze-pitch';
import { analysisErrorMessage, BACKUP_MODE, EMPTY_PITCH, PROGRESS_SAVED, SAVE_ERROR } from '../lib/messages';
import {
  analyzeBlocker,
  emptyScenario,
  industryFromProfile,
  PITCH_CREDIT_COST,
  scenarioForRequest,
  type PracticeMode,
  type ScenarioDraft,
} from '../lib/practice';
import { PRACTICE_TOUR_START_MS, practiceTourDone } from '../lib/tour';
import { AnalysisResults } from './analysis-results';
import { TextPracticeForm } from './text-practice-form';

const PracticeTour = lazy(() => import('./practice-tour').then((m) => ({ default: m.PracticeTour })));

type Result = AnalyzePitchResponse & { transcript: string };

/** /practice: choose a mode, write a pitch, get it scored with the quotes behind the score. */
export function PracticePage() {
  const account = useAccount();
  const flags = useFeatureFlags();
  const { user } = account;
  const [mode, setMode] = useState<PracticeMode | null>(null);
  const [text, setText] = useState('');
  const [scenario, setScenario] = useState<ScenarioDraft>(emptyScenario);
  const [result, setResult] = useState<Result | null>(null);
  const [tourRunning, setTourRunning] = useState(false);
  const analyze = useAnalyzePitch(user?.id);

  // The onboarding industry is a sensible default for the scenario.
  const profileIndustry = account.profile.data?.industry;
  useEffect(() => {
    const industry = industryFromProfile(profileIndustry);
    if (industry) setScenario((s) => (s.industry === '' ? { ...s, industry } : s));
  }, [profileIndustry]);

  // The tour starts once for a signed-in user, on the mode selection.
  useEffect(() => {
    if (!user || mode !== null || practiceTourDone()) return;
    const id = window.setTimeout(() => setTourRunning(true), PRACTICE_TOUR_START_MS);
    return () => window.clearTimeout(id);
  }, [user, mode]);

  const credits = user ? account.creditsRemaining : undefined;
  const blocker = analyzeBlocker({ analyzing: analyze.isPending, signedIn: Boolean(user), credits, text });

  const submit = () => {
    if (!user) return;
    const transcript = text.trim();
    if (transcript === '') {
      toast({ ...EMPTY_PITCH, variant: 'destructive' });
      return;
    }
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
  };

  const practiceAgain = () => {
    setResult(null);
    setText('');
    analyze.reset();
    track('practice_reset');
  };

  const creditHelp = (
    <p className="mt-1">
      {account.trialUsed === false ? (
        <>
          Your free trial adds 10 credits:{' '}
          <Link className="underline" to={paths.dashboard.getHref()}>
            start it on your dashboard
          </Link>
          .
        </>
      ) : flags.pricing ? (
        <Link className="underline" to={paths.pricing.getHref()}>
          Buy credits
        </Link>
      ) : (
        'Buying more credits is coming soon.'
      )}
    </p>
  );

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
                text={text}
                onTextChange={setText}
                scenario={scenario}
                onScenarioChange={setScenario}
                blocker={blocker}
                onSubmit={submit}
                creditHelp={creditHelp}
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

function CreditsIndicator({ signedIn, credits }: { signedIn: boolean; credits: number | undefined }) {
  let label: string;
  if (!signedIn) label = 'Log in to analyse pitches';
  else if (credits === undefined) label = 'Loading credits...';
  else if (credits === UNLIMITED_CREDITS) label = 'Unlimited credits';
  else label = `${credits} ${credits === 1 ? 'credit' : 'credits'} left`;
  return (
    <p
      data-tour="practice-credits"
      data-testid="practice-credits"
      className="rounded-full border border-border bg-card px-3 py-1 text-sm font-medium"
      aria-live="polite"
    >
      {label}
    </p>
  );
}

function ModeSelection({ onSelect }: { onSelect: (mode: PracticeMode) => void }) {
  return (
    <div data-tour="practice-modes" className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <MicIcon className="size-5" /> Voice Practice
          </h2>
          <Badge className="bg-muted text-muted-foreground">Not yet available</Badge>
        </div>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">
          Record your pitch and get feedback on pace, pauses and delivery as well as content. It arrives with the voice release.
        </p>
        <div className="mt-4">
          <Button variant="outline" onClick={() => onSelect('voice')}>
            Learn more
          </Button>
        </div>
      </Card>
      <Card className="flex flex-col border-primary/40" data-tour="practice-text">
        <h2 className="text-lg font-semibold">Text Practice</h2>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">
          Type your pitch (up to 2000 characters), optionally describe the buyer, and get it scored on clarity, confidence,
          persuasiveness, tone and objection handling.
        </p>
        <div className="mt-4">
          <Button onClick={() => onSelect('text')}>Start Text Practice</Button>
        </div>
      </Card>
    </div>
  );
}

function VoiceUnavailable({ onUseText }: { onUseText: () => void }) {
  return (
    <Card>
      <h3 className="font-semibold">Voice practice is not available yet</h3>
      <p className="mt-2 text-sm text-muted-foreground">
        Recording, transcription and feedback on your speaking pace and pauses are being built. Until then, text practice scores the same
        content: what you say to the buyer.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onUseText}>Use Text Practice</Button>
        <ButtonLink variant="outline" to={paths.voiceTraining.getHref()}>
          About voice training
        </ButtonLink>
      </div>
    </Card>
  );
}

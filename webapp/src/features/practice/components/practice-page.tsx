import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useAccount } from '@/lib/account/use-account';
import { track } from '@/lib/analytics';
import { useAppConfig, useFeatureFlags } from '@/lib/app-config';
import { isApiError } from '@/lib/api-client';
import { transcribe, transcriptionErrorMessage, VOICE_MESSAGES, type VoiceTranscript } from '@/lib/voice/api';
import { useRecorder } from '@/lib/voice/use-recorder';

import { useAnalyzePitch, type AnalyzePitchInput, type AnalyzePitchResponse } from '../api/analyze-pitch';
import { analysisErrorMessage, BACKUP_MODE, EMPTY_PITCH, PROGRESS_SAVED, SAVE_ERROR } from '../lib/messages';
import {
  analyzeBlocker,
  emptyScenario,
  industryFromProfile,
  MAX_PITCH_CHARS,
  PITCH_CREDIT_COST,
  pitchFormSchema,
  PRACTICE_MAX_SECONDS,
  scenarioForRequest,
  type PitchFormInput,
  type PitchFormValues,
  type PracticeMode,
} from '../lib/practice';
import { PRACTICE_TOUR_START_MS, practiceTourDone } from '../lib/tour';
import { AnalysisResults } from './analysis-results';
import { CreditHelp } from './credit-help';
import { CreditsIndicator } from './credits-indicator';
import { ModeSelection } from './mode-selection';
import { TextPracticeForm } from './text-practice-form';
import { VoicePractice, type VoiceFailure, type VoicePhase } from './voice-practice';

const PracticeTour = lazy(() => import('./practice-tour').then((m) => ({ default: m.PracticeTour })));

type Result = AnalyzePitchResponse & { transcript: string; mode: PracticeMode };

// Codes after which sending the same recording again cannot help: record again instead.
const NOT_RETRYABLE = new Set(['no_audio', 'no_speech', 'audio_too_large', 'invalid_audio', 'unsupported_audio', 'unreadable_audio', 'empty_pitch', 'too_long', 'insufficient_credits']);
const failureOf = (message: string, error: unknown): VoiceFailure => ({
  message,
  retryable: !(isApiError(error) && (NOT_RETRYABLE.has(error.code) || error.status === 401)),
});

/**
 * /practice: choose voice or text, record or write a pitch, get it scored
 * with the quotes behind the score.
 */
export function PracticePage() {
  const account = useAccount();
  const flags = useFeatureFlags();
  const { user } = account;
  // A pitch typed elsewhere (the voice-training page's text fallback) arrives in the navigation state.
  const handoff = useLocation().state as { mode?: unknown; pitch?: unknown } | null;
  const [mode, setMode] = useState<PracticeMode | null>(() => (handoff?.mode === 'text' ? 'text' : null));
  const [result, setResult] = useState<Result | null>(null);
  const [tourRunning, setTourRunning] = useState(false);
  const analyze = useAnalyzePitch(user?.id);
  const voiceAvailable = useAppConfig().data?.providers?.speechToText !== 'unavailable';
  const form = useForm<PitchFormInput, unknown, PitchFormValues>({
    resolver: zodResolver(pitchFormSchema),
    defaultValues: { pitch: typeof handoff?.pitch === 'string' ? handoff.pitch.slice(0, MAX_PITCH_CHARS) : '', scenario: emptyScenario },
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

  const onAnalyzed = (res: AnalyzePitchResponse, transcript: string, analysedMode: PracticeMode) => {
    setResult({ ...res, transcript, mode: analysedMode });
    track('practice_analysis_complete', { score: res.analysis.overallScore, credits_used: PITCH_CREDIT_COST, mode: analysedMode });
    if (!res.saved) toast({ ...SAVE_ERROR, variant: 'destructive' });
    else if (res.fallback) toast(BACKUP_MODE);
    else toast({ ...PROGRESS_SAVED, variant: 'success' });
    window.scrollTo({ top: 0 });
  };

  const submit = form.handleSubmit(
    ({ pitch: transcript, scenario }) => {
      if (!user) return;
      analyze.mutate(
        { transcript, scenario: scenarioForRequest(scenario), userId: user.id },
        {
          onSuccess: (res) => onAnalyzed(res, transcript, 'text'),
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

  // Voice: when a recording stops it is transcribed (free), then the
  // transcript is scored like a typed pitch, with the words' timing.
  const transcription = useMutation({ mutationFn: (blob: Blob) => transcribe(blob) });
  const [heard, setHeard] = useState<{ transcript: VoiceTranscript; seconds: number } | null>(null);
  const [voiceFailure, setVoiceFailure] = useState<VoiceFailure | null>(null);
  const voicePhase: VoicePhase = transcription.isPending ? 'transcribing' : analyze.isPending ? 'analyzing' : 'idle';

  const analyzeHeard = (transcript: VoiceTranscript, seconds: number) => {
    if (!user) return;
    const input: AnalyzePitchInput = {
      transcript: transcript.text,
      scenario: scenarioForRequest(form.getValues('scenario')),
      userId: user.id,
      voice: { durationSeconds: transcript.durationSeconds > 0 ? transcript.durationSeconds : seconds, words: transcript.words ?? [] },
    };
    analyze.mutate(input, {
      onSuccess: (res) => onAnalyzed(res, transcript.text, 'voice'),
      onError: (error) => {
        const message = analysisErrorMessage(error);
        toast({ ...message, variant: 'destructive' });
        setVoiceFailure(failureOf(message.description, error));
      },
    });
  };

  const transcribeRecording = (blob: Blob, seconds: number) => {
    if (!user) return;
    setVoiceFailure(null);
    setHeard(null);
    transcription.mutate(blob, {
      onSuccess: (transcript) => {
        if (transcript.text.trim() === '') {
          setVoiceFailure({ message: VOICE_MESSAGES.noSpeech, retryable: false });
          return;
        }
        setHeard({ transcript, seconds });
        analyzeHeard(transcript, seconds);
      },
      onError: (error) => setVoiceFailure(failureOf(transcriptionErrorMessage(error), error)),
    });
  };
  const transcribeRef = useRef(transcribeRecording);
  useEffect(() => {
    transcribeRef.current = transcribeRecording;
  });

  const recorder = useRecorder({
    maxSeconds: PRACTICE_MAX_SECONDS,
    onStop: (blob, seconds) => transcribeRef.current(blob, seconds),
  });

  const retryVoice = () => {
    if (heard) {
      setVoiceFailure(null);
      analyzeHeard(heard.transcript, heard.seconds);
    } else if (recorder.blob) {
      transcribeRecording(recorder.blob, recorder.elapsedSeconds);
    }
  };

  const resetVoice = () => {
    recorder.clear();
    transcription.reset();
    setHeard(null);
    setVoiceFailure(null);
  };

  const practiceAgain = () => {
    setResult(null);
    form.resetField('pitch');
    analyze.reset();
    resetVoice();
    track('practice_reset');
  };

  const backToSelection = () => {
    resetVoice();
    analyze.reset();
    setMode(null);
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
          <span className="font-semibold">Early access.</span>{' '}
          {voiceAvailable ? 'Record your pitch or type it.' : 'Text practice is live; voice practice is unavailable on this server right now.'} Feedback
          comes from an AI coach and quotes your own words, so you can check every point it makes.
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
            recordingUrl={result.mode === 'voice' ? recorder.url : undefined}
          />
        ) : mode === null ? (
          <ModeSelection onSelect={setMode} voiceAvailable={voiceAvailable} />
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-semibold">{mode === 'text' ? 'Text Practice' : 'Voice Practice'}</h2>
              <Button variant="outline" size="sm" onClick={backToSelection} disabled={analyze.isPending || transcription.isPending}>
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
              <VoicePractice
                recorder={recorder}
                phase={voicePhase}
                // A failure belongs to the stopped recording it was about; a new recording hides it.
                failure={recorder.state === 'stopped' ? voiceFailure : null}
                heard={recorder.state === 'stopped' ? (heard?.transcript.text ?? null) : null}
                blocker={blocker === 'empty' || blocker === 'analyzing' ? null : blocker}
                creditHelp={<CreditHelp trialUsed={account.trialUsed} pricingEnabled={flags.pricing} />}
                onRetry={retryVoice}
                onUseText={() => setMode('text')}
              />
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

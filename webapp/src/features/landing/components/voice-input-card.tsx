import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { MicIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { transcribe, transcriptionErrorMessage } from '@/lib/voice/api';
import { formatClock, useRecorder } from '@/lib/voice/use-recorder';

import { useMicAvailability } from '../hooks/use-mic-availability';
import { VOICE_TRAINING_ALERTS, VOICE_TRAINING_SECONDS } from '../lib/voice-training';

/**
 * The Voice Input card of /voice-training: a round mic button that records
 * up to 5 s, then the transcript of what was said (signed in) and the
 * recording. Without a usable microphone (or a speech engine on the
 * server) a text box takes the pitch to the practice page instead.
 */
export function VoiceInputCard() {
  const { user } = useAuth();
  const speechToText = useAppConfig().data?.providers?.speechToText;
  const serverCanTranscribe = speechToText !== 'unavailable';
  const mic = useMicAvailability();
  const transcription = useMutation({ mutationFn: (blob: Blob) => transcribe(blob) });
  const recorder = useRecorder({
    maxSeconds: VOICE_TRAINING_SECONDS,
    onStop: (blob) => {
      if (user && serverCanTranscribe) transcription.mutate(blob);
    },
  });
  const active = recorder.state === 'recording' || recorder.state === 'paused' || recorder.state === 'requesting';

  const press = async () => {
    if (active) {
      recorder.stop();
      return;
    }
    // Not confirmed yet: run the check first (spec 001 §4).
    if (mic.status !== 'available' && !(await mic.confirm())) return;
    transcription.reset();
    await recorder.start();
  };

  const alert = mic.alert ?? (recorder.state === 'error' ? VOICE_TRAINING_ALERTS.failedToStart : null);
  const fallback = mic.status === 'unavailable' || !serverCanTranscribe;

  return (
    <>
      <Card className="mt-8 flex flex-col items-center text-center" data-testid="voice-input">
        <h2 className="self-start font-semibold">Voice Input</h2>
        <button
          type="button"
          onClick={() => void press()}
          aria-pressed={active}
          aria-label={active ? 'Stop recording' : 'Start recording'}
          className={cn(
            'mt-6 inline-flex size-24 items-center justify-center rounded-full text-4xl shadow-md transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
            active ? 'bg-red-600 text-white hover:bg-red-700' : 'bg-primary text-primary-foreground hover:opacity-90',
          )}
          data-testid="mic-button"
        >
          <MicIcon />
        </button>
        <div className="mt-4 min-h-12" aria-live="polite">
          {active ? (
            <p className="flex items-center justify-center gap-2 font-medium" data-testid="listening">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-red-600 motion-safe:animate-pulse" />
              Listening...
              <span className="font-mono text-sm text-muted-foreground tabular-nums">
                {formatClock(recorder.elapsedSeconds)} / {formatClock(VOICE_TRAINING_SECONDS)}
              </span>
            </p>
          ) : transcription.isPending ? (
            <p className="flex items-center justify-center gap-2 text-sm">
              <Spinner className="size-4" /> Transcribing what you said...
            </p>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="mic-hint">
              {mic.status === 'unavailable' ? 'Microphone not available' : 'Click to start recording'}
            </p>
          )}
          {active && (
            <div
              role="meter"
              aria-label="Microphone input level"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(recorder.level * 100)}
              className="mx-auto mt-2 h-1.5 w-48 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-emerald-500 transition-[width] duration-100" style={{ width: `${Math.round(recorder.level * 100)}%` }} />
            </div>
          )}
        </div>

        {alert && (
          <div className="mt-2 w-full text-left">
            <Banner tone="error">
              <p className="font-semibold">{alert}</p>
              {recorder.state === 'error' && recorder.error && !mic.alert && <p>{recorder.error}</p>}
            </Banner>
          </div>
        )}

        {recorder.state === 'stopped' && recorder.url && (
          <div className="mt-4 w-full space-y-3 text-left">
            <audio controls src={recorder.url} className="w-full" aria-label="Your recording" />
            <TranscriptPanel
              signedIn={Boolean(user)}
              serverCanTranscribe={serverCanTranscribe}
              pending={transcription.isPending}
              error={transcription.isError ? transcriptionErrorMessage(transcription.error) : null}
              transcript={transcription.data ?? null}
            />
          </div>
        )}
      </Card>
      {fallback && <TextFallback />}
    </>
  );
}

type TranscriptPanelProps = {
  signedIn: boolean;
  serverCanTranscribe: boolean;
  pending: boolean;
  error: string | null;
  transcript: { text: string; words: unknown[]; durationSeconds: number; provider: string } | null;
};

function TranscriptPanel({ signedIn, serverCanTranscribe, pending, error, transcript }: TranscriptPanelProps) {
  if (!serverCanTranscribe) {
    return <Banner tone="info">Transcription is not available on this server right now. You can still play your recording back.</Banner>;
  }
  if (!signedIn) {
    return (
      <Banner tone="info">
        <p className="font-semibold">Sign in to see what you said</p>
        <p>
          Transcripts need an account (they are free).{' '}
          <Link className="underline" to={paths.login.getHref({ redirectTo: paths.voiceTraining.getHref() })}>
            Log in
          </Link>{' '}
          or{' '}
          <Link className="underline" to={paths.signup.getHref()}>
            sign up
          </Link>
          .
        </p>
      </Banner>
    );
  }
  if (pending) return null;
  if (error) return <Banner tone="error">{error}</Banner>;
  if (!transcript) return null;
  return (
    <div className="rounded-lg border border-border p-4" data-testid="voice-transcript">
      <h3 className="text-sm font-medium text-muted-foreground">What you said</h3>
      <p className="mt-1 text-lg">{transcript.text}</p>
      <p className="mt-2 text-xs text-muted-foreground">
        {transcript.words.length} {transcript.words.length === 1 ? 'word' : 'words'} in {transcript.durationSeconds.toFixed(1)} s · transcribed by{' '}
        {transcript.provider}
      </p>
      <ButtonLink className="mt-3" size="sm" to={paths.practice.getHref()}>
        Get a full pitch scored
      </ButtonLink>
    </div>
  );
}

/** The text box offered when voice cannot be used; Analyze Text takes the pitch to the practice page. */
function TextFallback() {
  const id = useId();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <Card className="mt-6" data-testid="text-fallback">
      <label htmlFor={id} className="font-semibold">
        Practice Text (Fallback)
      </label>
      <textarea
        id={id}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Type your sales pitch here..."
        className={cn(inputClasses, 'mt-3')}
      />
      <Button
        className="mt-3"
        disabled={text.trim() === ''}
        onClick={() => void navigate(paths.practice.getHref(), { state: { mode: 'text', pitch: text } })}
      >
        Analyze Text
      </Button>
    </Card>
  );
}

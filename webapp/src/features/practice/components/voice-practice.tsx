import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { MicIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Recorder } from '@/components/voice/recorder';
import { paths } from '@/config/paths';
import { checkMicrophone, type MicrophoneCheck } from '@/lib/voice/check';
import type { Recorder as RecorderHandle } from '@/lib/voice/use-recorder';

import { PITCH_CREDIT_COST, PRACTICE_MAX_SECONDS, type AnalyzeBlocker } from '../lib/practice';
import { BlockerBanner } from './blocker-banner';

/** Where the voice pipeline is after a recording stopped. */
export type VoicePhase = 'idle' | 'transcribing' | 'analyzing';

/** A failed step of the pipeline: its message and whether the same recording can be sent again. */
export type VoiceFailure = { message: string; retryable: boolean };

type VoicePracticeProps = {
  recorder: RecorderHandle;
  phase: VoicePhase;
  failure: VoiceFailure | null;
  /** What the recogniser heard, once it has (shown when the analysis failed after it). */
  heard: string | null;
  /** Why a recording cannot be analysed (signed out, no credits), or null. */
  blocker: AnalyzeBlocker | null;
  creditHelp?: ReactNode;
  onRetry: () => void;
  onUseText: () => void;
};

/**
 * The voice mode of /practice: microphone permission (prompt, denied with
 * steps, granted), then the recorder (auto-stop at 3 minutes). When a
 * recording stops the page transcribes and scores it; this shows the steps
 * and, when one fails, the message and a way to try again.
 */
export function VoicePractice({ recorder, phase, failure, heard, blocker, creditHelp, onRetry, onUseText }: VoicePracticeProps) {
  const [check, setCheck] = useState<MicrophoneCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // The recorder's answer (the Permissions API, or its last start) wins over an older check.
  const permission = recorder.permission === 'granted' || !check ? recorder.permission : check.permission;
  const busy = phase !== 'idle';
  const blocked = blocker === 'signedOut' || blocker === 'noCredits';

  const runCheck = async () => {
    setChecking(true);
    try {
      setCheck(await checkMicrophone());
    } finally {
      setChecking(false);
    }
  };

  if (permission !== 'granted' && !recorder.blob && recorder.state !== 'recording' && recorder.state !== 'paused') {
    return (
      <Card data-testid="voice-permission" data-permission={permission}>
        {permission === 'denied' ? (
          <>
            <h3 className="font-semibold">Microphone access is blocked</h3>
            <div className="mt-3">
              <Banner tone="error">{check?.error ?? 'Microphone access denied. Please allow microphone permissions and try again.'}</Banner>
            </div>
            <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
              <li>Click the lock or settings icon at the left of the address bar.</li>
              <li>Set Microphone to Allow for this site.</li>
              <li>Come back here and press Check Again (reload the page if your browser asks you to).</li>
            </ol>
          </>
        ) : permission === 'unavailable' ? (
          <>
            <h3 className="font-semibold">No microphone to record with</h3>
            <div className="mt-3">
              <Banner tone="warning">{check?.error ?? 'Audio recording not supported in this browser.'}</Banner>
            </div>
          </>
        ) : (
          <>
            <h3 className="flex items-center gap-2 font-semibold">
              <MicIcon /> Microphone Access Required
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">Please allow microphone access to record your pitch.</p>
            {check?.error && (
              <div className="mt-3">
                <Banner tone="error">{check.error}</Banner>
              </div>
            )}
          </>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => void runCheck()} disabled={checking}>
            {checking && <Spinner className="size-4" />}
            {permission === 'unknown' ? 'Grant Access' : 'Check Again'}
          </Button>
          <Button variant="outline" onClick={() => setPrivacyOpen(true)}>
            How we use your recording
          </Button>
          <Button variant="ghost" onClick={onUseText}>
            Use Text Practice
          </Button>
        </div>
        <Dialog open={privacyOpen} onOpenChange={setPrivacyOpen} title="Your microphone and your privacy">
          <ul className="list-disc space-y-2 pl-5 text-sm">
            <li>We only listen while you record: the microphone is released the moment you stop.</li>
            <li>Your recording is sent once, to be transcribed. The audio is kept only while it is transcribed and deleted right after.</li>
            <li>The transcript is scored like a typed pitch and saved to your progress.</li>
            <li>The recording stays in this browser tab so you can play it back or download it; it is gone when you clear it or leave.</li>
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">
            More in our{' '}
            <Link className="underline" to={paths.dataSafety.getHref()}>
              data safety
            </Link>{' '}
            notes.
          </p>
        </Dialog>
      </Card>
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2" aria-busy={busy}>
        <h3 className="font-semibold">Record your pitch</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Speak as you would to the buyer. Recording stops by itself after {PRACTICE_MAX_SECONDS / 60} minutes. When you stop, it is transcribed
          and scored ({PITCH_CREDIT_COST} credit).
        </p>
        <div className="mt-4" data-tour="practice-record">
          <Recorder
            recorder={recorder}
            maxSeconds={PRACTICE_MAX_SECONDS}
            fileNamePrefix="pitch"
            disabled={busy || blocked}
            hideClear={busy}
            actions={
              failure?.retryable && !busy ? (
                <Button size="sm" onClick={onRetry}>
                  Try Again
                </Button>
              ) : null
            }
          />
        </div>

        <div className="mt-4 space-y-3" aria-live="polite">
          {phase === 'transcribing' && (
            <p className="flex items-center gap-2 text-sm" data-testid="voice-phase">
              <Spinner className="size-4" /> Transcribing your recording...
            </p>
          )}
          {phase === 'analyzing' && (
            <p className="flex items-center gap-2 text-sm" data-testid="voice-phase">
              <Spinner className="size-4" /> Analyzing your pitch...
            </p>
          )}
          {failure && !busy && <Banner tone="error">{failure.message}</Banner>}
          {heard && failure && !busy && (
            <div className="rounded-lg border border-border p-3 text-sm">
              <p className="font-medium">What we heard</p>
              <p className="mt-1 text-muted-foreground">{heard}</p>
            </div>
          )}
        </div>

        <BlockerBanner blocker={blocker} creditHelp={creditHelp} />
      </Card>
      <Card className="lg:col-span-1">
        <h3 className="font-semibold">Tips for a clean recording</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          <li>Find a quiet spot and keep the microphone at the same distance.</li>
          <li>Watch the level bar: it should move when you speak.</li>
          <li>Pause instead of saying "um": the coach counts pauses and pace from your words' timing.</li>
          <li>Play your recording back before you practise again.</li>
        </ul>
      </Card>
    </div>
  );
}

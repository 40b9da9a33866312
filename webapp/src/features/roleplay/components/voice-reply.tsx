import { Button } from '@/components/ui/button';
import { MicIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/voice/use-recorder';

import { CAPTURE_LABELS, MAX_SPOKEN_REPLY_S, type CapturePhase } from '../lib/voice-capture';

type MicProps = {
  phase: CapturePhase;
  /** The browser is asking for the microphone. */
  requesting: boolean;
  /** The buyer is answering (or the opening is still arriving): nothing to answer yet. */
  disabled: boolean;
  onToggle: () => void;
  /** Voice Only's big round button; Voice + Text has it next to the reply box. */
  large?: boolean;
};

/** The mic button: tap to speak, tap again to send. */
export function MicButton({ phase, requesting, disabled, onToggle, large = false }: MicProps) {
  const listening = phase === 'listening';
  const busy = phase === 'processing' || phase === 'complete' || requesting;
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={(disabled && !listening) || busy}
      aria-pressed={listening}
      aria-label={requesting ? 'Opening the microphone' : CAPTURE_LABELS[phase].button}
      data-testid="mic-button"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center rounded-full border transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
        large ? 'h-20 w-20' : 'h-10 w-10',
        listening ? 'border-red-600 bg-red-600 text-white hover:bg-red-700' : 'border-border bg-card text-foreground hover:bg-muted',
      )}
    >
      {listening && <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-red-500/30 motion-reduce:hidden" />}
      {phase === 'processing' || requesting ? (
        <Spinner />
      ) : listening ? (
        <span aria-hidden="true" className={cn('rounded-sm bg-white', large ? 'h-6 w-6' : 'h-3.5 w-3.5')} />
      ) : (
        <MicIcon className={large ? 'h-8 w-8' : 'h-5 w-5'} />
      )}
    </button>
  );
}

type StatusProps = {
  phase: CapturePhase;
  requesting: boolean;
  error: string | null;
  elapsedSeconds: number;
  /** The input level 0..1. */
  level: number;
  /** Shown while idle. */
  hint: string;
  onDismiss: () => void;
  className?: string;
};

/** What the mic is doing: the hint, 'Listening...' with the time and level, sending, sent, or the last error. */
export function CaptureStatus({ phase, requesting, error, elapsedSeconds, level, hint, onDismiss, className }: StatusProps) {
  return (
    <div className={cn('flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)} data-testid="voice-capture" data-phase={phase}>
      {error && phase === 'idle' ? (
        <p role="alert" className="flex items-center gap-2 text-red-700 dark:text-red-400">
          {error}
          <button type="button" onClick={onDismiss} className="text-xs font-medium underline underline-offset-4">
            Dismiss
          </button>
        </p>
      ) : phase === 'listening' ? (
        <>
          <span className="flex items-center gap-2 font-medium text-red-700 dark:text-red-400" aria-live="polite">
            <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-red-600" />
            {CAPTURE_LABELS.listening.status}
          </span>
          <span className="tabular-nums text-muted-foreground" data-testid="capture-clock">
            {formatClock(elapsedSeconds)} / {formatClock(MAX_SPOKEN_REPLY_S)}
          </span>
          <span className="h-1.5 w-20 overflow-hidden rounded-full bg-muted" role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)}>
            <span className="block h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${Math.round(level * 100)}%` }} />
          </span>
          <span className="text-xs text-muted-foreground">Tap again to send</span>
        </>
      ) : (
        <p className="text-muted-foreground" aria-live="polite">
          {requesting ? 'Allow the microphone to record your reply…' : phase === 'idle' ? hint : CAPTURE_LABELS[phase].status}
        </p>
      )}
    </div>
  );
}

/** A speaker with sound waves, or crossed out. */
function SpeakerIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 9v6h4l5 4V5L8 9H4z" />
      {off ? (
        <path d="m17 9 5 6m0-6-5 6" />
      ) : (
        <>
          <path d="M16.5 8.5a5 5 0 0 1 0 7" />
          <path d="M19 6a8.5 8.5 0 0 1 0 12" />
        </>
      )}
    </svg>
  );
}

type SpeakerProps = { on: boolean; volume: number; onToggle: () => void };

/** The speaker toggle: the buyer's lines are heard (at the setup's volume) or not. */
export function SpeakerToggle({ on, volume, onToggle }: SpeakerProps) {
  return (
    <Button variant="outline" size="sm" aria-pressed={on} onClick={onToggle} aria-label="Speaker">
      <SpeakerIcon off={!on} />
      {on ? `Speaker on · ${volume}%` : 'Speaker off'}
    </Button>
  );
}

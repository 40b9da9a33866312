import type { ReactNode } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { MicIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatClock, type Recorder as RecorderHandle, type RecorderState } from '@/lib/voice/use-recorder';

/** 'pitch-2025-03-14.webm': the prefix, today's local date and the recording's extension. */
export function recordingFileName(prefix: string, mimeType: string | undefined, date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${prefix}-${day}.${extensionOf(mimeType)}`;
}

function extensionOf(mimeType: string | undefined): string {
  const subtype = (mimeType ?? '').split(';')[0]!.split('/')[1]?.trim().toLowerCase() ?? '';
  if (subtype === 'mpeg') return 'mp3';
  if (subtype === 'x-wav' || subtype === 'wave') return 'wav';
  return /^[a-z0-9]+$/.test(subtype) ? subtype : 'webm';
}

const statusText: Record<RecorderState, string> = {
  idle: 'Ready to record',
  requesting: 'Waiting for microphone permission...',
  recording: 'Recording',
  paused: 'Paused',
  stopped: 'Recording complete',
  error: 'Recording stopped',
};

type RecorderProps = {
  /** The useRecorder handle this component shows and drives. */
  recorder: RecorderHandle;
  /** The auto-stop limit, shown next to the timer. */
  maxSeconds: number;
  /** The download's name prefix ('pitch' gives pitch-YYYY-MM-DD.webm). */
  fileNamePrefix?: string;
  /** Disables the controls (e.g. while the recording is being analysed). */
  disabled?: boolean;
  /** Hides Clear (e.g. once the recording belongs to an analysis). */
  hideClear?: boolean;
  /** Extra actions shown with a finished recording. */
  actions?: ReactNode;
  className?: string;
};

/**
 * A recorder's controls: m:ss timer, input level, record / pause / resume /
 * stop, and for a finished recording playback, download and clear.
 */
export function Recorder({ recorder, maxSeconds, fileNamePrefix = 'pitch', disabled = false, hideClear = false, actions, className }: RecorderProps) {
  const { state, error, elapsedSeconds, level, url, blob } = recorder;
  const live = state === 'recording' || state === 'paused';
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);

  return (
    <div className={cn('space-y-4', className)} data-testid="recorder" data-state={state}>
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-14 shrink-0 items-center justify-center rounded-full text-2xl',
            state === 'recording' ? 'bg-red-600 text-white motion-safe:animate-pulse' : 'bg-muted text-muted-foreground',
          )}
        >
          <MicIcon />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-mono text-3xl font-semibold tabular-nums" data-testid="recorder-timer">
            <span className="sr-only">Recorded </span>
            {formatClock(elapsedSeconds)}
            <span className="text-base font-normal text-muted-foreground"> / {formatClock(maxSeconds)}</span>
          </p>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="recorder-status">
            {statusText[state]}
            {state === 'recording' && ` (stops by itself at ${formatClock(maxSeconds)})`}
          </p>
        </div>
      </div>

      <div
        role="meter"
        aria-label="Microphone input level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-100', live ? 'bg-emerald-500' : 'bg-border')}
          style={{ width: `${live ? percent : 0}%` }}
        />
      </div>

      {state === 'error' && error && <Banner tone="error">{error}</Banner>}

      <div className="flex flex-wrap gap-2">
        {(state === 'idle' || state === 'error') && (
          <Button onClick={() => void recorder.start()} disabled={disabled}>
            <MicIcon /> Start Recording
          </Button>
        )}
        {state === 'requesting' && (
          <Button variant="outline" onClick={recorder.stop}>
            Cancel
          </Button>
        )}
        {state === 'recording' && (
          <Button variant="outline" onClick={recorder.pause} disabled={disabled}>
            Pause
          </Button>
        )}
        {state === 'paused' && (
          <Button variant="outline" onClick={recorder.resume} disabled={disabled}>
            Resume
          </Button>
        )}
        {live && (
          <Button variant="danger" onClick={recorder.stop} disabled={disabled}>
            Stop
          </Button>
        )}
      </div>

      {state === 'stopped' && url && (
        <div className="space-y-3 rounded-lg border border-border p-3">
          <audio controls src={url} className="w-full" aria-label="Your recording" data-testid="recording-playback" />
          <div className="flex flex-wrap gap-2">
            <a
              href={url}
              download={recordingFileName(fileNamePrefix, blob?.type)}
              className="inline-flex h-8 items-center rounded-md border border-border bg-card px-3 text-sm font-medium hover:bg-muted"
            >
              Download
            </a>
            {!hideClear && (
              <Button variant="ghost" size="sm" onClick={recorder.clear} disabled={disabled}>
                Clear
              </Button>
            )}
            {actions}
          </div>
        </div>
      )}
    </div>
  );
}

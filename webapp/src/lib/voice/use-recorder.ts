// The browser recorder every voice screen shares (practice, voice training,
// role-play, the onboarding mic check): getUserMedia + MediaRecorder, with an
// elapsed timer, a live input level and an object URL for playback.

import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = 'idle' | 'requesting' | 'recording' | 'paused' | 'stopped' | 'error';
export type MicPermission = 'unknown' | 'granted' | 'denied' | 'unavailable';

/** The spec's default recording limit (001 §9: 300 s; the practice page uses 180 s). */
export const DEFAULT_MAX_SECONDS = 300;

export type RecorderOptions = {
  /** Recording stops by itself after this many seconds, pauses excluded (DEFAULT_MAX_SECONDS unless a screen has its own). */
  maxSeconds: number;
  /** MediaRecorder's timeslice: a data chunk every this many ms (default 1000). */
  timesliceMs?: number;
  /** Called once per finished recording, with the recording and its length in seconds. */
  onStop?: (blob: Blob, durationSeconds: number) => void;
};

export type Recorder = {
  state: RecorderState;
  permission: MicPermission;
  /** The spec's message for the last failure (state 'error'), else null. */
  error: string | null;
  /** Seconds recorded so far, pauses excluded, to a tenth of a second. */
  elapsedSeconds: number;
  /** The input level 0..1 (RMS of the signal, scaled so speech fills the meter), 0 when not recording. */
  level: number;
  blob: Blob | null;
  /** An object URL of `blob` for playback and download; revoked on clear, on a new recording and on unmount. */
  url: string | null;
  start: () => Promise<void>;
  stop: () => void;
  pause: () => void;
  resume: () => void;
  clear: () => void;
};

/** The spec's microphone messages (001 §8). */
export const RECORDER_MESSAGES = {
  denied: 'Microphone access denied. Please allow microphone permissions and try again.',
  noDevice: 'No microphone found. Please connect a microphone and try again.',
  unsupported: 'Audio recording not supported in this browser.',
  failed: (reason: string) => `Recording failed: ${reason}`,
} as const;

/**
 * What the microphone is asked for: raw audio. The browser's voice processing
 * (echo cancellation, noise suppression, gain control) is meant for calls and
 * costs the recogniser words.
 */
export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
  channelCount: 1,
};

/** Opus in WebM where the browser records it (spec: 128000 bps opus webm), else the browser's default. */
export const PREFERRED_MIME_TYPE = 'audio/webm;codecs=opus';
const AUDIO_BITS_PER_SECOND = 128_000;
const TICK_MS = 100;
/** RMS of loud speech is about 0.3 of full scale: that fills the meter. */
const LEVEL_FULL_SCALE_RMS = 0.3;

export const recordingSupported = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && typeof MediaRecorder !== 'undefined';

/** The failure of getUserMedia as the spec words it, and what it says about the permission. */
export function microphoneError(error: unknown): { message: string; permission: MicPermission } {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { message: RECORDER_MESSAGES.denied, permission: 'denied' };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return { message: RECORDER_MESSAGES.noDevice, permission: 'unavailable' };
    case 'NotSupportedError':
      return { message: RECORDER_MESSAGES.unsupported, permission: 'unavailable' };
  }
  const reason = error instanceof Error && error.message ? error.message : String(error || 'unknown error');
  return { message: RECORDER_MESSAGES.failed(reason), permission: 'unknown' };
}

/** The RMS of a frame of samples in -1..1, scaled to the meter's 0..1. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.min(1, Math.sqrt(sum / samples.length) / LEVEL_FULL_SCALE_RMS);
}

/** A live level meter on a stream: an AnalyserNode read on demand; null where Web Audio is missing. */
export function levelMeter(stream: MediaStream): { read: () => number; close: () => void } | null {
  const Context = typeof window !== 'undefined' ? (window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined;
  if (!Context) return null;
  try {
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const frame = new Float32Array(analyser.fftSize);
    return {
      read: () => {
        analyser.getFloatTimeDomainData(frame);
        return levelOf(frame);
      },
      close: () => void context.close().catch(() => undefined),
    };
  } catch {
    return null;
  }
}

function chooseMimeType(): string | undefined {
  try {
    return MediaRecorder.isTypeSupported?.(PREFERRED_MIME_TYPE) ? PREFERRED_MIME_TYPE : undefined;
  } catch {
    return undefined;
  }
}

type Session = {
  stream: MediaStream;
  recorder: MediaRecorder;
  meter: ReturnType<typeof levelMeter>;
  chunks: Blob[];
  /** Recorded ms before the current run (pauses split runs). */
  doneMs: number;
  /** When the current run started (performance.now()), or null while paused. */
  runStart: number | null;
  timer: number;
  /** Stop without keeping the recording (clear, unmount). */
  discard: boolean;
};

const elapsedMs = (s: Session) => s.doneMs + (s.runStart === null ? 0 : performance.now() - s.runStart);

/**
 * Records the microphone. start() asks for the microphone (raw audio, mono)
 * and records Opus/WebM in `timesliceMs` chunks; the recording stops by
 * itself at `maxSeconds`. Once stopped, `blob` and `url` hold it (and
 * `onStop` is called). The microphone is released on stop, clear and unmount.
 */
export function useRecorder(options: RecorderOptions): Recorder {
  const { maxSeconds, timesliceMs = 1000 } = options;
  const [state, setState] = useState<RecorderState>('idle');
  const [permission, setPermission] = useState<MicPermission>(() => (recordingSupported() ? 'unknown' : 'unavailable'));
  const [error, setError] = useState<string | null>(null);
  const [elapsedSeconds, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const [recording, setRecording] = useState<{ blob: Blob; url: string } | null>(null);

  const session = useRef<Session | null>(null);
  /** Bumped by stop/clear while the microphone is being asked for: that request is abandoned. */
  const attempt = useRef(0);
  const urlRef = useRef<string | null>(null);
  const mounted = useRef(true);
  const maxRef = useRef(maxSeconds);
  const onStopRef = useRef(options.onStop);
  useEffect(() => {
    maxRef.current = maxSeconds;
    onStopRef.current = options.onStop;
  });

  const revoke = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  /** Releases the microphone, the meter and the timer of a session. */
  const release = useCallback((s: Session) => {
    window.clearInterval(s.timer);
    s.stream.getTracks().forEach((t) => t.stop());
    s.meter?.close();
    if (session.current === s) session.current = null;
  }, []);

  const stopSession = useCallback((s: Session, discard: boolean) => {
    s.discard ||= discard;
    if (s.runStart !== null) {
      s.doneMs += performance.now() - s.runStart;
      s.runStart = null;
    }
    if (s.recorder.state !== 'inactive') {
      try {
        s.recorder.stop(); // onstop finishes the job
        return;
      } catch {
        /* fall through: release now */
      }
    }
    release(s);
  }, [release]);

  // What the browser already knows about the permission (where it can say).
  useEffect(() => {
    const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (!recordingSupported() || !permissions?.query) return;
    let cancelled = false;
    permissions
      .query({ name: 'microphone' as PermissionName })
      .then((status) => {
        if (cancelled) return;
        setPermission((p) => (p !== 'unknown' ? p : status.state === 'granted' ? 'granted' : status.state === 'denied' ? 'denied' : 'unknown'));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  // Unmount: stop everything, keep nothing.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false; // a pending start() sees this and releases its stream
      if (session.current) stopSession(session.current, true);
      revoke();
    };
  }, [stopSession, revoke]);

  const start = useCallback(async () => {
    if (session.current) return; // already recording (or paused)
    if (!recordingSupported()) {
      setPermission('unavailable');
      setError(RECORDER_MESSAGES.unsupported);
      setState('error');
      return;
    }
    const mine = ++attempt.current;
    revoke();
    setRecording(null);
    setError(null);
    setElapsed(0);
    setLevel(0);
    setState('requesting');

    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    } catch (err) {
      if (mine !== attempt.current || !mounted.current) return;
      const { message, permission: p } = microphoneError(err);
      setPermission(p === 'unknown' ? 'unknown' : p);
      setError(message);
      setState('error');
      return;
    }
    if (mine !== attempt.current || !mounted.current) {
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    setPermission('granted');

    let recorder: MediaRecorder;
    try {
      const mimeType = chooseMimeType();
      recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
    } catch (err) {
      stream.getTracks().forEach((t) => t.stop());
      setError(RECORDER_MESSAGES.failed(err instanceof Error ? err.message : String(err)));
      setState('error');
      return;
    }

    const s: Session = { stream, recorder, meter: levelMeter(stream), chunks: [], doneMs: 0, runStart: null, timer: 0, discard: false };
    session.current = s;

    recorder.ondataavailable = (event: BlobEvent) => {
      if (event.data && event.data.size > 0) s.chunks.push(event.data);
    };
    recorder.onerror = (event: Event) => {
      const reason = (event as Event & { error?: { message?: string } }).error?.message || 'the recorder stopped';
      s.discard = true;
      release(s);
      if (!mounted.current) return;
      setError(RECORDER_MESSAGES.failed(reason));
      setLevel(0);
      setState('error');
    };
    recorder.onstop = () => {
      release(s);
      if (s.discard || !mounted.current) return;
      const blob = new Blob(s.chunks, { type: recorder.mimeType || s.chunks[0]?.type || 'audio/webm' });
      const seconds = Math.round(s.doneMs / 100) / 10;
      revoke();
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setRecording({ blob, url });
      setElapsed(seconds);
      setLevel(0);
      setState('stopped');
      onStopRef.current?.(blob, seconds);
    };

    try {
      recorder.start(timesliceMs);
    } catch (err) {
      s.discard = true;
      release(s);
      setError(RECORDER_MESSAGES.failed(err instanceof Error ? err.message : String(err)));
      setState('error');
      return;
    }
    s.runStart = performance.now();
    s.timer = window.setInterval(() => {
      if (session.current !== s) return;
      const ms = elapsedMs(s);
      setElapsed(Math.round(ms / 100) / 10);
      if (s.runStart !== null && s.meter) setLevel(s.meter.read());
      if (ms >= maxRef.current * 1000) stopSession(s, false);
    }, TICK_MS);
    setState('recording');
  }, [release, revoke, stopSession, timesliceMs]);

  const stop = useCallback(() => {
    const s = session.current;
    if (s) {
      stopSession(s, false);
      return;
    }
    // Still asking for the microphone: abandon the request.
    if (state === 'requesting') {
      attempt.current++;
      setState('idle');
    }
  }, [state, stopSession]);

  const pause = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'recording') return;
    s.recorder.pause();
    if (s.runStart !== null) s.doneMs += performance.now() - s.runStart;
    s.runStart = null;
    setElapsed(Math.round(s.doneMs / 100) / 10);
    setLevel(0);
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'paused') return;
    s.recorder.resume();
    s.runStart = performance.now();
    setState('recording');
  }, []);

  const clear = useCallback(() => {
    attempt.current++;
    if (session.current) stopSession(session.current, true);
    revoke();
    setRecording(null);
    setError(null);
    setElapsed(0);
    setLevel(0);
    setState('idle');
  }, [revoke, stopSession]);

  return {
    state,
    permission,
    error,
    elapsedSeconds,
    level,
    blob: recording?.blob ?? null,
    url: recording?.url ?? null,
    start,
    stop,
    pause,
    resume,
    clear,
  };
}

/** m:ss for a timer ("2:05"). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

import { useCallback, useEffect, useRef, useState } from 'react';

import { track } from '@/lib/analytics';
import { recordingSupported, useRecorder } from '@/lib/voice/use-recorder';

import { MIC_CHECK_SECONDS, MIC_HEARD_LEVEL } from '../lib/onboarding';

const DEVICE_CHECK_TIMEOUT_MS = 1000;

// The check needs the recorder and Web Audio (for the input level).
const microphoneSupported = () => recordingSupported() && typeof window.AudioContext !== 'undefined';

export type MicCheckStatus = 'checking-devices' | 'no-device' | 'unsupported' | 'idle' | 'listening' | 'passed' | 'failed' | 'denied';

/**
 * Listens to the microphone for 5 s through the shared recorder (the one
 * voice practice uses) and reports whether the input level rose above the
 * threshold. `level` (0..1) drives the meter.
 */
export function useMicrophoneCheck() {
  const [devices, setDevices] = useState<'checking' | 'none' | 'found'>(() => (microphoneSupported() ? 'checking' : 'found'));
  const [outcome, setOutcome] = useState<'passed' | 'failed' | null>(null);
  const peak = useRef(0);
  const recorder = useRecorder({
    maxSeconds: MIC_CHECK_SECONDS,
    onStop: () => {
      const heard = peak.current >= MIC_HEARD_LEVEL;
      setOutcome(heard ? 'passed' : 'failed');
      track('mic_test_passed', { passed: heard });
    },
  });
  useEffect(() => {
    peak.current = Math.max(peak.current, recorder.level);
  }, [recorder.level]);

  useEffect(() => {
    if (!microphoneSupported()) return;
    let cancelled = false;
    // Some browsers never answer before permission is granted: assume a microphone after a second.
    const fallback = window.setTimeout(() => !cancelled && setDevices('found'), DEVICE_CHECK_TIMEOUT_MS);
    navigator.mediaDevices
      .enumerateDevices()
      .then((list) => !cancelled && setDevices(list.some((d) => d.kind === 'audioinput') ? 'found' : 'none'))
      .catch(() => !cancelled && setDevices('found'))
      .finally(() => window.clearTimeout(fallback));
    return () => {
      cancelled = true;
      window.clearTimeout(fallback);
    };
  }, []);

  const { start: startRecorder } = recorder;
  const start = useCallback(async () => {
    peak.current = 0;
    setOutcome(null);
    await startRecorder();
  }, [startRecorder]);

  let status: MicCheckStatus;
  if (!microphoneSupported()) status = 'unsupported';
  else if (recorder.state === 'requesting' || recorder.state === 'recording' || recorder.state === 'paused') status = 'listening';
  else if (recorder.state === 'error') status = recorder.permission === 'unavailable' ? (recordingSupported() ? 'no-device' : 'unsupported') : 'denied';
  else if (recorder.state === 'stopped' && outcome) status = outcome;
  else if (devices === 'checking') status = 'checking-devices';
  else if (devices === 'none') status = 'no-device';
  else status = 'idle';

  const secondsLeft = Math.max(0, Math.ceil(MIC_CHECK_SECONDS - recorder.elapsedSeconds));
  return { status, secondsLeft, level: recorder.level, start };
}

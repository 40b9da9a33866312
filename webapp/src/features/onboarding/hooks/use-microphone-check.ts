import { useCallback, useEffect, useRef, useState } from 'react';

import { track } from '@/lib/analytics';

import { hasAudibleInput, MIC_CHECK_SECONDS, MIC_FFT_SIZE } from '../lib/onboarding';

const DEVICE_CHECK_TIMEOUT_MS = 1000;

const microphoneSupported = () => Boolean(navigator.mediaDevices?.getUserMedia) && typeof window.AudioContext !== 'undefined';

export type MicCheckStatus = 'checking-devices' | 'no-device' | 'unsupported' | 'idle' | 'listening' | 'passed' | 'failed' | 'denied';

/**
 * Listens to the microphone for 5 s and reports whether any frequency bin
 * rose above the threshold. `draw` gets each frame's bins for the meter.
 */
export function useMicrophoneCheck(draw: (bins: Uint8Array) => void) {
  const [status, setStatus] = useState<MicCheckStatus>(() => (microphoneSupported() ? 'checking-devices' : 'unsupported'));
  const [secondsLeft, setSecondsLeft] = useState(MIC_CHECK_SECONDS);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!microphoneSupported()) return;
    const media = navigator.mediaDevices;
    let cancelled = false;
    // Some browsers never answer before permission is granted: assume a microphone after a second.
    const fallback = window.setTimeout(() => !cancelled && setStatus('idle'), DEVICE_CHECK_TIMEOUT_MS);
    media
      .enumerateDevices()
      .then((devices) => !cancelled && setStatus(devices.some((d) => d.kind === 'audioinput') ? 'idle' : 'no-device'))
      .catch(() => !cancelled && setStatus('idle'))
      .finally(() => window.clearTimeout(fallback));
    return () => {
      cancelled = true;
      window.clearTimeout(fallback);
      stopRef.current?.();
    };
  }, []);

  const start = useCallback(async () => {
    stopRef.current?.();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setStatus('denied');
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = MIC_FFT_SIZE;
    context.createMediaStreamSource(stream).connect(analyser);
    const bins = new Uint8Array(analyser.frequencyBinCount);
    let heard = false;
    let frame = 0;
    const startedAt = performance.now();

    const stop = () => {
      cancelAnimationFrame(frame);
      stream.getTracks().forEach((t) => t.stop());
      void context.close().catch(() => undefined);
      stopRef.current = null;
    };
    stopRef.current = stop;
    setStatus('listening');
    setSecondsLeft(MIC_CHECK_SECONDS);

    const tick = () => {
      analyser.getByteFrequencyData(bins);
      heard ||= hasAudibleInput(bins);
      draw(bins);
      const elapsed = (performance.now() - startedAt) / 1000;
      setSecondsLeft(Math.max(0, Math.ceil(MIC_CHECK_SECONDS - elapsed)));
      if (elapsed < MIC_CHECK_SECONDS) {
        frame = requestAnimationFrame(tick);
        return;
      }
      stop();
      setStatus(heard ? 'passed' : 'failed');
      track('mic_test_passed', { passed: heard });
    };
    frame = requestAnimationFrame(tick);
  }, [draw]);

  return { status, secondsLeft, start };
}

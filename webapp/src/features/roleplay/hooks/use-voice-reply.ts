import { useCallback, useEffect, useReducer, useRef } from 'react';

import { useRecorder } from '@/lib/voice/use-recorder';

import { captureReducer, COMPLETE_RESET_MS, initialCapture, MAX_SPOKEN_REPLY_S } from '../lib/voice-capture';

type Options = {
  /** Sends the finished recording; resolves true when the buyer answered (its errors are shown by the chat). */
  send: (recording: Blob) => Promise<boolean>;
  /** Called as the rep starts recording (the buyer's voice stops, so the mic does not hear it). */
  onStart?: () => void;
};

/**
 * The role-play's mic: idle -> listening (recording) -> processing (the
 * recording is sent) -> complete -> idle 2 s later. Stopping by hand or at
 * 300 s sends the recording; a microphone failure returns to idle with its
 * message.
 */
export function useVoiceReply({ send, onStart }: Options) {
  const [capture, dispatch] = useReducer(captureReducer, initialCapture);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const recorder = useRecorder({
    maxSeconds: MAX_SPOKEN_REPLY_S,
    // Called once per finished recording: stopped by the rep or at the limit.
    onStop: (blob) => {
      dispatch({ type: 'processing' });
      void sendRef.current(blob).then((ok) => dispatch(ok ? { type: 'sent' } : { type: 'failed' }));
    },
  });

  // The recorder's own progress: recording has begun, or the microphone failed.
  const { state: recorderState, error: recorderError } = recorder;
  useEffect(() => {
    if (recorderState === 'recording') dispatch({ type: 'listening' });
    else if (recorderState === 'error') dispatch({ type: 'failed', message: recorderError ?? undefined });
  }, [recorderState, recorderError]);

  // complete -> idle after 2 s.
  useEffect(() => {
    if (capture.phase !== 'complete') return;
    const id = window.setTimeout(() => dispatch({ type: 'reset' }), COMPLETE_RESET_MS);
    return () => window.clearTimeout(id);
  }, [capture.phase]);

  const { start, stop } = recorder;
  /** The mic button: start listening, or stop and send. */
  const toggle = useCallback(() => {
    if (capture.phase === 'listening') {
      stop();
      return;
    }
    if (capture.phase !== 'idle' || recorderState === 'requesting') return;
    dispatch({ type: 'dismiss' });
    onStart?.();
    void start();
  }, [capture.phase, recorderState, start, stop, onStart]);

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  return {
    phase: capture.phase,
    error: capture.error,
    /** Asking the browser for the microphone (the permission prompt may be open). */
    requesting: recorderState === 'requesting',
    /** The microphone permission as far as it is known ('unavailable': no recording in this browser, or no microphone). */
    permission: recorder.permission,
    elapsedSeconds: recorder.elapsedSeconds,
    level: recorder.level,
    toggle,
    dismiss,
  };
}

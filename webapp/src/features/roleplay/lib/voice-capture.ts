// The role-play's voice capture (spec 001 §5): idle, listening, processing,
// complete, and back to idle 2 s after the message is sent. An error returns
// to idle with its message shown.

/** A spoken reply may last this long; the recorder stops by itself then. */
export const MAX_SPOKEN_REPLY_S = 300;
/** 'complete' returns to 'idle' this long after the message was sent. */
export const COMPLETE_RESET_MS = 2000;

export type CapturePhase = 'idle' | 'listening' | 'processing' | 'complete';

export type CaptureState = { phase: CapturePhase; error: string | null };

export type CaptureEvent =
  /** The microphone is open and recording. */
  | { type: 'listening' }
  /** The recording ended (stopped by the rep or at the limit): it is being sent. */
  | { type: 'processing' }
  /** The buyer answered the spoken reply. */
  | { type: 'sent' }
  /** The pause after a sent message is over. */
  | { type: 'reset' }
  /** Something failed: the microphone, the upload, the server (message: shown here; none when shown elsewhere). */
  | { type: 'failed'; message?: string }
  /** The rep dismissed the error. */
  | { type: 'dismiss' };

export const initialCapture: CaptureState = { phase: 'idle', error: null };

/** The next state; events that do not fit the current phase change nothing. */
export function captureReducer(state: CaptureState, event: CaptureEvent): CaptureState {
  switch (event.type) {
    case 'listening':
      return state.phase === 'idle' ? { phase: 'listening', error: null } : state;
    case 'processing':
      return state.phase === 'listening' ? { phase: 'processing', error: null } : state;
    case 'sent':
      return state.phase === 'processing' ? { phase: 'complete', error: null } : state;
    case 'reset':
      return state.phase === 'complete' ? { phase: 'idle', error: null } : state;
    case 'failed':
      return { phase: 'idle', error: event.message ?? null };
    case 'dismiss':
      return state.error === null ? state : { ...state, error: null };
  }
}

/** What the mic button and its status line say in each phase. */
export const CAPTURE_LABELS: Record<CapturePhase, { button: string; status: string }> = {
  idle: { button: 'Speak your reply', status: 'Tap the mic and answer the buyer.' },
  listening: { button: 'Stop and send', status: 'Listening...' },
  processing: { button: 'Sending your reply', status: 'Sending your reply…' },
  complete: { button: 'Reply sent', status: 'Sent.' },
};

import { captureReducer, initialCapture, type CaptureEvent, type CaptureState } from '../voice-capture';

const run = (events: CaptureEvent[], from: CaptureState = initialCapture) => events.reduce(captureReducer, from);

describe('captureReducer (role-play voice capture)', () => {
  it('goes idle -> listening -> processing -> complete -> idle', () => {
    const seen = [initialCapture];
    for (const type of ['listening', 'processing', 'sent', 'reset'] as const) seen.push(captureReducer(seen.at(-1)!, { type }));
    expect(seen.map((s) => s.phase)).toEqual(['idle', 'listening', 'processing', 'complete', 'idle']);
    expect(seen.every((s) => s.error === null)).toBe(true);
  });

  it('returns to idle with the message from any phase on an error, and the next recording clears it', () => {
    for (const before of [[], ['listening'], ['listening', 'processing']] as const) {
      const state = run([...before.map((type) => ({ type })), { type: 'failed', message: 'No speech detected in audio.' }]);
      expect(state).toEqual({ phase: 'idle', error: 'No speech detected in audio.' });
    }
    const failed = run([{ type: 'failed', message: 'Microphone access denied. Please allow microphone permissions and try again.' }]);
    expect(captureReducer(failed, { type: 'listening' })).toEqual({ phase: 'listening', error: null });
    expect(captureReducer(failed, { type: 'dismiss' })).toEqual(initialCapture);
  });

  it('a failure shown elsewhere (the chat) leaves no message here', () => {
    expect(run([{ type: 'listening' }, { type: 'processing' }, { type: 'failed' }])).toEqual(initialCapture);
  });

  it('ignores events out of order', () => {
    // Nothing to send before listening, nothing sent before processing, no reset before complete.
    expect(run([{ type: 'processing' }])).toBe(initialCapture);
    expect(run([{ type: 'sent' }])).toBe(initialCapture);
    expect(run([{ type: 'reset' }])).toBe(initialCapture);
    const listening = run([{ type: 'listening' }]);
    expect(captureReducer(listening, { type: 'listening' })).toBe(listening);
    expect(captureReducer(listening, { type: 'reset' })).toBe(listening);
    const processing = run([{ type: 'listening' }, { type: 'processing' }]);
    // A second stop while the first recording is on its way does not restart anything.
    expect(captureReducer(processing, { type: 'listening' })).toBe(processing);
    const complete = run([{ type: 'listening' }, { type: 'processing' }, { type: 'sent' }]);
    expect(captureReducer(complete, { type: 'listening' })).toBe(complete);
  });
});

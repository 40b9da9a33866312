import { act, renderHook } from '@testing-library/react';

import { installFakeMicrophone, type FakeMicrophone } from '@/testing/fake-media';

import { AUDIO_CONSTRAINTS, formatClock, levelOf, RECORDER_MESSAGES, useRecorder } from '../use-recorder';

let mic: FakeMicrophone;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  mic?.uninstall();
  jest.useRealTimers();
});

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

test('records raw mono audio in 1 s opus chunks, then offers the recording', async () => {
  mic = installFakeMicrophone();
  const onStop = jest.fn();
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60, onStop }));
  expect(result.current.state).toBe('idle');

  await act(() => result.current.start());
  expect(result.current.state).toBe('recording');
  expect(result.current.permission).toBe('granted');
  expect(mic.calls).toEqual([{ audio: AUDIO_CONSTRAINTS }]);
  expect(AUDIO_CONSTRAINTS).toEqual({ echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 });
  const recorder = mic.recorders[0]!;
  expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
  expect(recorder.timeslice).toBe(1000);

  await advance(3000);
  expect(result.current.elapsedSeconds).toBe(3);
  act(() => result.current.stop());
  expect(result.current.state).toBe('stopped');
  expect(result.current.blob?.type).toBe('audio/webm;codecs=opus');
  // three 1 s chunks and the last one at stop
  expect(await result.current.blob?.text()).toBe('chunk1chunk2chunk3chunk4');
  expect(result.current.url).toBe('blob:fake/1');
  expect(mic.streams[0]!.released).toBe(true);
  expect(onStop).toHaveBeenCalledTimes(1);
  expect(onStop).toHaveBeenCalledWith(result.current.blob, 3);
});

test("uses the browser's default format when opus in webm is not supported", async () => {
  mic = installFakeMicrophone();
  const { FakeMediaRecorder } = await import('@/testing/fake-media');
  FakeMediaRecorder.supportedTypes = [];
  try {
    const { result } = renderHook(() => useRecorder({ maxSeconds: 60, timesliceMs: 500 }));
    await act(() => result.current.start());
    expect(mic.recorders[0]!.options.mimeType).toBeUndefined();
    expect(mic.recorders[0]!.timeslice).toBe(500);
  } finally {
    FakeMediaRecorder.supportedTypes = ['audio/webm;codecs=opus', 'audio/webm'];
  }
});

test('pause stops the clock, resume restarts it', async () => {
  mic = installFakeMicrophone();
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60 }));
  await act(() => result.current.start());
  await advance(2000);
  act(() => result.current.pause());
  expect(result.current.state).toBe('paused');
  expect(mic.recorders[0]!.state).toBe('paused');
  await advance(5000);
  expect(result.current.elapsedSeconds).toBe(2);
  act(() => result.current.resume());
  expect(result.current.state).toBe('recording');
  await advance(1000);
  expect(result.current.elapsedSeconds).toBe(3);
});

test('stops by itself at maxSeconds, pauses excluded', async () => {
  mic = installFakeMicrophone();
  const { result } = renderHook(() => useRecorder({ maxSeconds: 5 }));
  await act(() => result.current.start());
  await advance(2000);
  act(() => result.current.pause());
  await advance(10_000);
  expect(result.current.state).toBe('paused');
  act(() => result.current.resume());
  await advance(2900);
  expect(result.current.state).toBe('recording');
  await advance(200);
  expect(result.current.state).toBe('stopped');
  expect(result.current.elapsedSeconds).toBe(5);
  expect(result.current.blob).not.toBeNull();
  expect(mic.streams[0]!.released).toBe(true);
});

test('a denied permission gives the spec message', async () => {
  mic = installFakeMicrophone();
  mic.failWith('NotAllowedError', 'Permission denied');
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60 }));
  await act(() => result.current.start());
  expect(result.current.state).toBe('error');
  expect(result.current.permission).toBe('denied');
  expect(result.current.error).toBe('Microphone access denied. Please allow microphone permissions and try again.');
  expect(mic.recorders).toHaveLength(0);
});

test('no microphone gives the spec message', async () => {
  mic = installFakeMicrophone();
  mic.failWith('NotFoundError', 'Requested device not found');
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60 }));
  await act(() => result.current.start());
  expect(result.current.state).toBe('error');
  expect(result.current.permission).toBe('unavailable');
  expect(result.current.error).toBe('No microphone found. Please connect a microphone and try again.');
});

test('any other failure is "Recording failed: {reason}"', async () => {
  mic = installFakeMicrophone();
  mic.failWith('AbortError', 'the device is busy');
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60 }));
  await act(() => result.current.start());
  expect(result.current.error).toBe('Recording failed: the device is busy');

  // and a recorder that fails mid-recording
  mic.failWith(null);
  await act(() => result.current.start());
  expect(result.current.state).toBe('recording');
  act(() => mic.recorders[0]!.fail('encoder crashed'));
  expect(result.current.state).toBe('error');
  expect(result.current.error).toBe(RECORDER_MESSAGES.failed('encoder crashed'));
  expect(result.current.blob).toBeNull();
  expect(mic.streams[0]!.released).toBe(true);
});

test('a browser without MediaRecorder is told recording is not supported', async () => {
  mic = installFakeMicrophone({ supported: false });
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60 }));
  expect(result.current.permission).toBe('unavailable');
  await act(() => result.current.start());
  expect(result.current.state).toBe('error');
  expect(result.current.error).toBe('Audio recording not supported in this browser.');
});

test('clear revokes the URL and forgets the recording; a new recording revokes the old URL', async () => {
  mic = installFakeMicrophone();
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60 }));
  await act(() => result.current.start());
  await advance(1000);
  act(() => result.current.stop());
  const first = result.current.url!;
  act(() => result.current.clear());
  expect(mic.revoked).toEqual([first]);
  expect(result.current).toMatchObject({ state: 'idle', blob: null, url: null, elapsedSeconds: 0, error: null });

  await act(() => result.current.start());
  act(() => result.current.stop());
  const second = result.current.url!;
  await act(() => result.current.start());
  expect(mic.revoked).toEqual([first, second]);
  expect(result.current.url).toBeNull();
});

test('clear while recording discards it and releases the microphone', async () => {
  mic = installFakeMicrophone();
  const onStop = jest.fn();
  const { result } = renderHook(() => useRecorder({ maxSeconds: 60, onStop }));
  await act(() => result.current.start());
  await advance(1500);
  act(() => result.current.clear());
  expect(result.current.state).toBe('idle');
  expect(result.current.blob).toBeNull();
  expect(onStop).not.toHaveBeenCalled();
  expect(mic.streams[0]!.released).toBe(true);
});

test('unmount stops the tracks and revokes the URL', async () => {
  mic = installFakeMicrophone();
  const { result, unmount } = renderHook(() => useRecorder({ maxSeconds: 60 }));
  await act(() => result.current.start());
  act(() => result.current.stop());
  const url = result.current.url!;
  await act(() => result.current.start());
  expect(mic.streams[1]!.released).toBe(false);
  unmount();
  expect(mic.streams[1]!.released).toBe(true);
  expect(mic.revoked).toContain(url);
});

test('levelOf is the RMS scaled to 0..1', () => {
  expect(levelOf([])).toBe(0);
  expect(levelOf(new Float32Array(100))).toBe(0);
  expect(levelOf(new Float32Array(100).fill(0.15))).toBeCloseTo(0.5);
  expect(levelOf(new Float32Array(100).fill(1))).toBe(1);
});

test('formatClock is m:ss', () => {
  expect(formatClock(0)).toBe('0:00');
  expect(formatClock(5.9)).toBe('0:05');
  expect(formatClock(180)).toBe('3:00');
});

test('checkMicrophone acquires the microphone and releases it at once', async () => {
  const { checkMicrophone } = await import('../check');
  mic = installFakeMicrophone();
  await expect(checkMicrophone()).resolves.toEqual({ ok: true, permission: 'granted', error: null });
  expect(mic.streams[0]!.released).toBe(true);
  mic.failWith('NotAllowedError');
  await expect(checkMicrophone()).resolves.toEqual({ ok: false, permission: 'denied', error: RECORDER_MESSAGES.denied });
  mic.uninstall();
  mic = installFakeMicrophone({ supported: false });
  await expect(checkMicrophone()).resolves.toEqual({ ok: false, permission: 'unavailable', error: RECORDER_MESSAGES.unsupported });
});

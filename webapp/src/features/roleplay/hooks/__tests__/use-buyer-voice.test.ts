import { act, renderHook } from '@testing-library/react';
import { useEffect, useRef } from 'react';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';

import { useBuyerVoice } from '../use-buyer-voice';

let played: { volume: number; src: string }[];
// jsdom has no object URLs.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  jest.useFakeTimers();
  played = [];
  URL.createObjectURL = () => 'blob:fake/clip';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push({ volume: this.volume, src: this.src });
    queueMicrotask(() => this.dispatchEvent(new Event('ended')));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(0);
  });

const tts = () => mockFetch({ '/api/functions/tts': async () => fakeResponse({ status: 200, body: { audioContent: 'T2dnUw==', contentType: 'audio/ogg' } }) });

const options = { enabled: true, volume: 40, voiceId: 'rushed' as const, serverVoice: true };

test("speaks queued lines one after the other in the persona's voice at the volume", async () => {
  const fetch = tts();
  const { result } = renderHook(() => useBuyerVoice(options));
  act(() => {
    result.current.say('First line.');
    result.current.say('Second line.');
  });
  await settle();
  expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
    { text: 'First line.', voiceId: 'rushed' },
    { text: 'Second line.', voiceId: 'rushed' },
  ]);
  expect(played.map((p) => p.volume)).toEqual([0.4, 0.4]);
  expect(result.current.played.clips).toBe(2);
  expect(result.current.status).toBe('idle');
});

test('says nothing outside the voice modes', async () => {
  const fetch = tts();
  const { result } = renderHook(() => useBuyerVoice({ ...options, enabled: false }));
  act(() => result.current.say('Hello?'));
  await settle();
  expect(fetch).not.toHaveBeenCalled();
  expect(played).toEqual([]);
});

test("StrictMode's mount check does not drop the first line", async () => {
  tts();
  // As the session does: each line is said once, from an effect as it appears.
  renderHook(
    () => {
      const voice = useBuyerVoice(options);
      const said = useRef(false);
      const { say } = voice;
      useEffect(() => {
        if (said.current) return;
        said.current = true;
        say('The opening line.');
      }, [say]);
      return voice;
    },
    { reactStrictMode: true },
  );
  await settle();
  expect(played).toHaveLength(1);
});

test('leaving the session stops the line in flight', async () => {
  let answer: (r: Response) => void = () => undefined;
  mockFetch({ '/api/functions/tts': () => new Promise<Response>((resolve) => (answer = resolve)) });
  const { result, unmount } = renderHook(() => useBuyerVoice(options));
  act(() => result.current.say('A long answer.'));
  unmount();
  await settle();
  answer(fakeResponse({ status: 200, body: { audioContent: 'T2dnUw==', contentType: 'audio/ogg' } }));
  await settle();
  expect(played).toEqual([]);
});

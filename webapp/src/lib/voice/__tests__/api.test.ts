import { ApiError } from '@/lib/api-client';
import { mockFetch } from '@/testing/fake-fetch';

import { audioFormat, checkRecording, MAX_AUDIO_BYTES, speak, transcribe, transcriptionErrorMessage, VOICE_MESSAGES } from '../api';
import { base64ToBytes, blobToBase64, bytesToBase64 } from '../base64';

test('blobToBase64 is standard base64 of the bytes, and base64ToBytes reverses it (with or without a data: prefix)', async () => {
  const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
  const encoded = await blobToBase64(new Blob([bytes]));
  expect(encoded).toBe(btoa(String.fromCharCode(...bytes)));
  expect(base64ToBytes(encoded)).toEqual(bytes);
  expect(base64ToBytes(`data:audio/ogg;base64,${bytesToBase64(bytes.subarray(0, 5))}`)).toEqual(bytes.subarray(0, 5));
});

test('audioFormat names the container of a MIME type', () => {
  expect(audioFormat('audio/webm;codecs=opus')).toBe('webm');
  expect(audioFormat('audio/ogg; codecs=opus')).toBe('ogg');
  expect(audioFormat('audio/mpeg')).toBe('mp3');
  expect(audioFormat('audio/x-wav')).toBe('wav');
  expect(audioFormat('audio/mp4')).toBe('mp4');
  expect(audioFormat('')).toBe('webm');
});

test('transcribe posts the base64 audio and its format to voice-to-text', async () => {
  const reply = { text: 'we cut onboarding time', words: [{ word: 'we', start: 0.1, end: 0.3 }], durationSeconds: 2.5, provider: 'pocketsphinx' };
  const fetch = mockFetch({ '/api/functions/voice-to-text': { status: 200, body: reply } });
  const blob = new Blob(['hello'], { type: 'audio/webm;codecs=opus' });

  await expect(transcribe(blob, { sessionId: 's1', script: 'my script' })).resolves.toEqual(reply);

  const [, init] = fetch.mock.calls[0]!;
  expect(JSON.parse(String(init?.body))).toEqual({ audio: btoa('hello'), format: 'webm', sessionId: 's1', script: 'my script' });
});

test('an empty or oversized recording is refused before any upload', async () => {
  const fetch = mockFetch({});
  await expect(transcribe(new Blob([]))).rejects.toMatchObject({ status: 400, code: 'no_audio', message: 'No audio data recorded.' });
  const big = new Blob([new Uint8Array(MAX_AUDIO_BYTES + 1)], { type: 'audio/webm' });
  await expect(transcribe(big)).rejects.toMatchObject({ status: 413, code: 'audio_too_large', message: 'Audio file too large (max 4MB).' });
  expect(fetch).not.toHaveBeenCalled();
  expect(checkRecording(new Blob([new Uint8Array(MAX_AUDIO_BYTES)]))).toBeNull();
});

test("the server's errors become the spec's messages; unknown ones the fallback", async () => {
  mockFetch({ '/api/functions/voice-to-text': { status: 400, body: { error: { code: 'no_speech', message: 'No speech detected in audio.' } } } });
  const error = await transcribe(new Blob(['x'])).catch((e: unknown) => e);
  expect(transcriptionErrorMessage(error)).toBe(VOICE_MESSAGES.noSpeech);

  expect(transcriptionErrorMessage(new ApiError(401, 'unauthenticated', 'x'))).toBe('Authentication required for voice processing.');
  expect(transcriptionErrorMessage(new ApiError(429, 'rate_limited', 'x'))).toBe('Voice processing rate limit exceeded. Please try again later.');
  expect(transcriptionErrorMessage(new ApiError(400, 'unreadable_audio', 'x'))).toBe('Invalid audio format or size.');
  expect(transcriptionErrorMessage(new ApiError(500, 'internal', 'boom'))).toBe('Voice transcription failed. Please speak again or use text input.');
  expect(transcriptionErrorMessage(new Error('??'))).toBe('Voice transcription failed. Please speak again or use text input.');
});

test('speak posts the text and voice to tts', async () => {
  const fetch = mockFetch({ '/api/functions/tts': { status: 200, body: { audioContent: 'T2dn', contentType: 'audio/ogg' } } });
  await expect(speak('Too expensive.', 'skeptical')).resolves.toEqual({ audioContent: 'T2dn', contentType: 'audio/ogg' });
  expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ text: 'Too expensive.', voiceId: 'skeptical' });
});

test('probeTranscription: no_audio and 401 mean reachable; a 503 or no answer does not', async () => {
  const { probeTranscription } = await import('../api');
  const fetch = mockFetch({ '/api/functions/voice-to-text': { status: 400, body: { error: { code: 'no_audio', message: 'No audio data recorded.' } } } });
  await expect(probeTranscription()).resolves.toMatchObject({ reachable: true, signedIn: true });
  expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ audio: '', format: 'webm' });
  fetch.mockRestore();
  mockFetch({ '/api/functions/voice-to-text': { status: 401, body: { error: { code: 'unauthenticated', message: 'Authentication required for voice processing.' } } } });
  await expect(probeTranscription()).resolves.toMatchObject({ reachable: true, signedIn: false });
  jest.restoreAllMocks();
  mockFetch({ '/api/functions/voice-to-text': { status: 503, body: { error: { code: 'speech_unavailable', message: 'Voice transcription is not available on this server. Please use text input.' } } } });
  await expect(probeTranscription()).resolves.toEqual({ reachable: false, signedIn: true, detail: 'Voice transcription is not available on this server. Please use text input.' });
});

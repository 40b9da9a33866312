import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { installFakeMicrophone, type FakeMicrophone } from '@/testing/fake-media';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { PRACTICE_TOUR_COMPLETED_KEY } from '../../lib/tour';
import { PracticePage } from '../practice-page';

const config = (speechToText = 'pocketsphinx') => ({
  auth: {},
  features: { pricing: false, subscription: false, premium: false },
  providers: { coach: 'builtin', speechToText, textToSpeech: 'flite' },
});
const profile = {
  id: testUser.id,
  credits_remaining: 5,
  trial_used: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  industry: 'technology',
  challenge: 'pricing',
  onboarding_completed_at: '2026-01-01T00:00:00Z',
};

const HEARD = 'we cut your onboarding time in half can we talk on tuesday';
const words = HEARD.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3 }));
const transcript = { text: HEARD, words, durationSeconds: 4.8, provider: 'pocketsphinx' };
const analysis = {
  overallScore: 78,
  categories: {
    clarity: { score: 80, feedback: 'Clear.' },
    confidence: { score: 75, feedback: 'Steady.' },
    persuasiveness: { score: 77, feedback: 'Value stated.' },
    tone: { score: 80, feedback: 'Friendly.' },
    objectionHandling: { score: 70, feedback: 'None raised.' },
  },
  recommendation: 'Name the buyer.',
  strengths: [],
  improvements: [],
  evidence: [
    { category: 'persuasiveness', quote: 'cut your onboarding time in half', start: 3, end: 36, kind: 'positive', note: 'Concrete value' },
    { category: 'closing', quote: 'can we talk on tuesday', start: 37, end: 59, kind: 'positive', note: 'Clear next step' },
  ],
};

type Route = () => Promise<Response>;
const ok = (body: unknown): Route => () => Promise.resolve(fakeResponse({ status: 200, body }));
const fail = (status: number, code: string, message: string): Route => () => Promise.resolve(fakeResponse({ status, body: { error: { code, message } } }));

let mic: FakeMicrophone;
beforeEach(() => {
  mic = installFakeMicrophone();
  localStorage.setItem(PRACTICE_TOUR_COMPLETED_KEY, 'true');
});
afterEach(() => mic.uninstall());

function setup({ speechToText, voiceToText = ok(transcript), analyze }: { speechToText?: string; voiceToText?: Route; analyze?: Route } = {}) {
  const fetch = mockFetch({
    '/api/config': { status: 200, body: config(speechToText) },
    '/api/profile': { status: 200, body: profile },
    '/api/stats': { status: 200, body: {} },
    '/api/practice-sessions': { status: 200, body: { sessions: [] } },
    '/api/functions/voice-to-text': voiceToText,
    '/api/functions/pitch-analysis':
      analyze ?? ok({ analysis, fallback: false, provider: 'builtin', credits_remaining: 4, session_id: 's1', saved: true }),
  });
  renderWithProviders(<PracticePage />, { path: '/practice', auth: { status: 'signedIn', user: testUser } });
  return fetch;
}

const body = (fetch: jest.SpyInstance, url: string) => {
  const call = fetch.mock.calls.find(([u]) => u === url);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

async function recordAndStop() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start Voice Practice' }));
  await userEvent.click(screen.getByRole('button', { name: 'Grant Access' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Start Recording' }));
  expect(await screen.findByTestId('recorder-status')).toHaveTextContent('Recording');
  await act(() => new Promise((r) => setTimeout(r, 250)));
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
}

test('records a pitch, transcribes it, scores it as voice with the words, and shows the transcript and recording', async () => {
  const fetch = setup();
  await screen.findByText('5 credits left');
  await userEvent.click(screen.getByRole('button', { name: 'Start Voice Practice' }));
  expect(screen.getByText('Microphone Access Required')).toBeInTheDocument();
  expect(screen.getByText('Please allow microphone access to record your pitch.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Grant Access' }));
  // the check took the microphone and gave it back
  expect(mic.streams[0]!.released).toBe(true);
  expect(screen.getByTestId('recorder-timer')).toHaveTextContent('0:00 / 3:00');

  await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
  await act(() => new Promise((r) => setTimeout(r, 250)));
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));

  expect(await screen.findByTestId('analysis-results')).toBeInTheDocument();
  const sent = body(fetch, '/api/functions/voice-to-text');
  expect(sent.format).toBe('webm');
  expect(atob(sent.audio)).toMatch(/^chunk1/);
  expect(body(fetch, '/api/functions/pitch-analysis')).toEqual({
    transcript: HEARD,
    practiceMode: 'voice',
    scenario: { difficulty: '', objection: '', industry: 'Technology', custom: '' },
    userContext: { userId: testUser.id },
    durationSeconds: 4.8,
    words,
  });
  expect(screen.getByTestId('score')).toHaveTextContent('78/100');
  expect(screen.getByRole('heading', { name: 'Your pitch, as the coach heard it' })).toBeInTheDocument();
  const marks = within(screen.getByTestId('highlighted-text')).getAllByText((_, el) => el?.tagName === 'MARK');
  expect(marks.map((m) => m.textContent)).toEqual(['cut your onboarding time in half', 'can we talk on tuesday']);
  const recordingUrl = screen.getByTestId('result-recording').getAttribute('src');
  expect(recordingUrl).toBe(mic.created[0]);

  // Practice Again forgets the transcript, the score and the recording.
  await userEvent.click(screen.getAllByRole('button', { name: 'Practice Again' })[0]!);
  expect(screen.queryByTestId('analysis-results')).not.toBeInTheDocument();
  expect(mic.revoked).toContain(recordingUrl);
  expect(screen.getByTestId('recorder-timer')).toHaveTextContent('0:00');
  expect(screen.queryByLabelText('Your recording')).not.toBeInTheDocument();
});

test("an unknown transcription failure says the spec's fallback, and Try Again sends the same recording", async () => {
  let calls = 0;
  const fetch = setup({
    voiceToText: () => {
      calls += 1;
      return calls === 1 ? fail(500, 'internal', 'boom')() : ok(transcript)();
    },
  });
  await recordAndStop();
  expect(await screen.findByText('Voice transcription failed. Please speak again or use text input.')).toBeInTheDocument();
  expect(screen.getByLabelText('Your recording')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByTestId('analysis-results')).toBeInTheDocument();
  const audios = fetch.mock.calls.filter(([u]) => u === '/api/functions/voice-to-text').map(([, init]) => JSON.parse(String(init?.body)).audio);
  expect(audios).toHaveLength(2);
  expect(audios[1]).toBe(audios[0]);
});

test('silence gets "No speech detected in audio." and no analysis is paid for', async () => {
  const fetch = setup({ voiceToText: fail(400, 'no_speech', 'No speech detected in audio.') });
  await recordAndStop();
  expect(await screen.findByText('No speech detected in audio.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalledWith('/api/functions/pitch-analysis', expect.anything());
  // Clear goes back to a fresh recorder
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
  expect(screen.queryByText('No speech detected in audio.')).not.toBeInTheDocument();
});

test('a denied microphone shows how to allow it and Check Again', async () => {
  setup();
  mic.failWith('NotAllowedError');
  await userEvent.click(await screen.findByRole('button', { name: 'Start Voice Practice' }));
  await userEvent.click(screen.getByRole('button', { name: 'Grant Access' }));
  expect(await screen.findByText('Microphone access denied. Please allow microphone permissions and try again.')).toBeInTheDocument();
  expect(screen.getByText(/Set Microphone to Allow/)).toBeInTheDocument();
  mic.failWith(null);
  await userEvent.click(screen.getByRole('button', { name: 'Check Again' }));
  expect(await screen.findByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
});

test('without a speech engine on the server, voice practice is disabled with the reason and text is offered', async () => {
  setup({ speechToText: 'unavailable' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Start Voice Practice' })).toBeDisabled());
  expect(screen.getByText(/Voice transcription is not available on this server/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Use Text Practice' }));
  expect(screen.getByLabelText('Your pitch')).toBeInTheDocument();
});

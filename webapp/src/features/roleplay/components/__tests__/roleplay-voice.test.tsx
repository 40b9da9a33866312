// The role-play's Voice Only and Voice + Text modes: the setup's voice
// choices and costs, a spoken turn (recording -> reply call with audio -> the
// server's transcript), the buyer's voice (server TTS, the browser fallback,
// the speaker toggle) and the capture states.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { installFakeMicrophone, type FakeMicrophone } from '@/testing/fake-media';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import type { Feedback, RoleplayReply } from '../../api/roleplay';
import { RoleplayPage } from '../roleplay-page';

const profile = (credits: number) => ({
  id: testUser.id,
  credits_remaining: credits,
  trial_used: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  industry: 'technology',
  challenge: 'pricing',
  onboarding_completed_at: '2026-01-01T00:00:00Z',
  streak: 0,
  best_streak: 0,
});

const OPENING = ['Thanks for making the time. Honestly, it is more than we expected to spend.', 'We budgeted $3,000 a month and your quote is $4,800.'];
const started = {
  session_id: 'sess-v',
  opening: OPENING.map((text, i) => ({ id: `o${i}`, text, sender: 'ai', timestamp: '2026-01-01T00:00:00Z' })),
  scenario: { title: 'Price Objection', difficulty: 'Beginner', objection: 'Price', industry: 'General', custom: '', persona: 'skeptical' },
};

const feedback = {
  overallScore: 64,
  strengths: [],
  improvements: [],
  responseAnalysis: {
    tone: { rating: 80, confidence: 80, empathy: 70, professionalism: 90, feedback: '', suggestions: [] },
    clarity: { rating: 75, specificity: 60, structure: 70, feedback: '' },
    objectionHandling: { rating: 60, technique: '', effectiveness: 'medium' },
  },
  sessionProgression: { responseNumber: 1, confidenceProgression: [64], improvementTrend: 'improving' },
  missedOpportunities: [],
  idealResponse: { text: '', explanation: '', keyTechniques: [] },
  coachingTips: { immediate: [], longTerm: [] },
  stages: { acknowledge: { score: 80 }, clarify: { score: 60 }, respond: { score: 50 }, confirm: { score: 40 } },
  evidence: [],
} as Feedback;

const HEARD = 'what are you comparing the price against';
const ANSWER = 'Mostly against the tool we have now, which costs half.';

const spokenReply = (credits: number): RoleplayReply => ({
  response: ANSWER,
  confidence: 92,
  blocked: false,
  fallback: false,
  feedback,
  concession: 0,
  streak: 0,
  xp: 30,
  growth_stage: 'Builder',
  credits_remaining: credits,
  session_id: 'sess-v',
  transcript: { text: HEARD, words: [{ word: 'what', start: 0.2, end: 0.4 }], durationSeconds: 3.1, provider: 'pocketsphinx' },
});

type Route = { status: number; body?: unknown };
type Options = {
  mode?: 'Voice Only' | 'Voice + Text';
  replies?: (RoleplayReply | Route)[];
  tts?: Route;
  providers?: { speechToText: string; textToSpeech: string };
  start?: boolean;
  /** Replies wait for this before they are answered. */
  gate?: Promise<void>;
};

let mic: FakeMicrophone;
/** Every clip the page played: its volume. */
let played: number[];
let synth: { speak: jest.Mock; cancel: jest.Mock } | undefined;

beforeEach(() => {
  jest.useFakeTimers();
  mic = installFakeMicrophone();
  played = [];
  // jsdom cannot play audio: a clip "plays" and ends at once.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.volume);
    queueMicrotask(() => {
      this.dispatchEvent(new Event('playing'));
      this.dispatchEvent(new Event('ended'));
    });
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  mic.uninstall();
  jest.useRealTimers();
  if (synth) {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    synth = undefined;
  }
});

/** A browser with speech synthesis: utterances end at once. */
function installBrowserSpeech() {
  synth = { speak: jest.fn((u: { onend?: () => void }) => u.onend?.()), cancel: jest.fn() };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = class {
    volume = 1;
    rate = 1;
    pitch = 1;
    lang = '';
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  };
  return synth;
}

async function setup({ mode = 'Voice Only', replies = [spokenReply(9)], tts = { status: 200, body: { audioContent: 'T2dnUw==', contentType: 'audio/ogg' } }, providers, start = true, gate }: Options = {}) {
  const queue = [...replies];
  let balance = 11;
  const fetch = mockFetch({
    '/api/config': {
      status: 200,
      body: { auth: {}, features: {}, providers: providers ?? { coach: 'local', speechToText: 'pocketsphinx', textToSpeech: 'flite' }, local: true, demo: { objection: 'Price' } },
    },
    '/api/profile': async () => fakeResponse({ status: 200, body: profile(balance) }),
    '/api/roleplay/start': { status: 200, body: started },
    '/api/functions/roleplay-ai-response': async () => {
      await gate;
      const next = queue.shift();
      if (next === undefined) throw new Error('no more replies');
      if ('status' in next) return fakeResponse(next);
      if (typeof next.credits_remaining === 'number') balance = next.credits_remaining;
      return fakeResponse({ status: 200, body: next });
    },
    '/api/functions/tts': async () => fakeResponse(tts),
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithProviders(<RoleplayPage />, { path: '/roleplay', auth: { status: 'signedIn', user: testUser } });
  if (start) {
    await press(await screen.findByLabelText(mode));
    await user.selectOptions(screen.getByLabelText('AI voice style'), 'skeptical');
    await press(screen.getByRole('button', { name: 'Start Roleplay Session' }));
    await screen.findByText(OPENING[0]!);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    // The opening lines' voice plays out.
    await flush();
    expect(screen.getByText(OPENING[1]!)).toBeInTheDocument();
  }
  return { fetch, user };
}

/**
 * Clicks inside act and lets what follows settle there too: the recorder,
 * the reply and the buyer's voice continue in promises after a click.
 */
const press = (el: Element) =>
  act(async () => {
    fireEvent.click(el);
    for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(0);
  });

/** Lets pending promises, fake timers at 0 and the (fake) clips settle inside act. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(0);
  });

const calls = (fetch: jest.SpyInstance, path: string) =>
  fetch.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

/** Records `seconds` of (fake) speech with the mic button and sends it. */
async function speakReply(seconds: number) {
  await press(screen.getByRole('button', { name: 'Speak your reply' }));
  expect(await screen.findByText('Listening...')).toBeInTheDocument();
  expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'listening');
  await act(() => jest.advanceTimersByTimeAsync(seconds * 1000));
  expect(screen.getByTestId('capture-clock')).toHaveTextContent(`0:0${seconds} / 5:00`);
  await press(screen.getByRole('button', { name: 'Stop and send' }));
}

describe('role-play setup with voice', () => {
  it('shows what each mode costs: 2 credits per spoken reply, 1 per typed reply', async () => {
    await setup({ start: false });
    expect(screen.getByText(/Type your replies; the buyer answers in text\. 1 credit per reply\./)).toBeInTheDocument();
    expect(screen.getByText(/Speak your replies and hear the buyer\. 2 credits per spoken reply\./)).toBeInTheDocument();
    expect(screen.getByText(/Speak or type, and read along\. 2 credits per spoken reply, 1 per typed reply\./)).toBeInTheDocument();
  });

  it('turns the voice modes off, with the reason, when the server has no speech recognition, and starts in text', async () => {
    const { fetch } = await setup({ start: false, providers: { speechToText: 'unavailable', textToSpeech: 'flite' } });
    expect(await screen.findByTestId('voice-unavailable')).toHaveTextContent('Voice Only and Voice + Text are off: speech recognition is not available on this server right now.');
    expect(screen.getByLabelText('Voice Only')).toBeDisabled();
    expect(screen.getByLabelText('Voice + Text')).toBeDisabled();
    expect(screen.getByLabelText('Text Only')).toBeChecked();
    await press(screen.getByRole('button', { name: 'Start Roleplay Session' }));
    await screen.findByText(OPENING[0]!);
    expect(calls(fetch, '/api/roleplay/start')[0]).toMatchObject({ mode: 'text' });
    expect(screen.queryByRole('button', { name: 'Speak your reply' })).not.toBeInTheDocument();
    expect(screen.getByTestId('roleplay-credits')).toHaveTextContent('1 credit per reply');
  });
});

describe('role-play in Voice Only', () => {
  it('sends a spoken turn as audio, shows what the server heard, speaks the answer and costs 2 credits', async () => {
    let answer = () => undefined as void;
    const { fetch } = await setup({ gate: new Promise((resolve) => (answer = resolve)) });
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.getByTestId('roleplay-credits')).toHaveTextContent('Credits: 11 · 2 credits per spoken reply');
    // The opening was spoken in the chosen voice at the chosen volume.
    expect(calls(fetch, '/api/functions/tts')).toEqual(OPENING.map((text) => ({ text, voiceId: 'skeptical' })));
    expect(played).toEqual([0.75, 0.75]);

    await speakReply(3);
    expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'processing');
    expect(await screen.findByTestId('pending-voice')).toHaveTextContent('Sending your spoken reply…');
    expect(screen.getByRole('button', { name: 'Sending your reply' })).toBeDisabled();
    await act(async () => answer());
    await flush();

    const mine = screen.getByText(HEARD);
    expect(within(mine.closest('li')!).getByTestId('spoken-marker')).toHaveTextContent('Spoken · 3 s · transcribed');
    const [body] = calls(fetch, '/api/functions/roleplay-ai-response');
    // What the fake microphone recorded: a chunk a second and the last at stop.
    expect(body).toEqual({ sessionId: 'sess-v', userInput: '', audio: btoa('chunk1chunk2chunk3chunk4'), format: 'webm', isReversedRole: true });
    expect(screen.getByText(ANSWER)).toBeInTheDocument();
    expect(screen.getByTestId('roleplay-credits')).toHaveTextContent('Credits: 9');
    expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'complete');
    expect(mic.streams[0]!.released).toBe(true);

    // The buyer's answer is spoken too.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(calls(fetch, '/api/functions/tts').at(-1)).toEqual({ text: ANSWER, voiceId: 'skeptical' });
    expect(played).toHaveLength(3);
    expect(screen.getByTestId('buyer-voice')).toHaveAttribute('data-played', '3');

    // Back to idle 2 s after the message was sent.
    // The coach's feedback on what was heard is beside the conversation, not in a dialog.
    expect(screen.getByTestId('latest-feedback')).toHaveTextContent(HEARD);
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'complete');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'idle');
  });

  it("falls back to the browser's voice when the server's TTS fails", async () => {
    const speech = installBrowserSpeech();
    const { fetch } = await setup({ tts: { status: 503, body: { error: { code: 'speech_unavailable', message: 'Voice services are unavailable.' } } } });
    expect(calls(fetch, '/api/functions/tts')).toHaveLength(2);
    expect(played).toEqual([]);
    const spoken = speech.speak.mock.calls.map(([u]) => u as { text: string; volume: number });
    expect(spoken.map((u) => u.text)).toEqual(OPENING);
    expect(spoken.every((u) => u.volume === 0.75)).toBe(true);
  });

  it('stays silent when TTS fails and the browser has no speech synthesis', async () => {
    await setup({ tts: { status: 503, body: { error: { code: 'speech_unavailable', message: 'x' } } } });
    expect(played).toEqual([]);
    expect(screen.getByTestId('buyer-voice')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByText(OPENING[1]!)).toBeInTheDocument();
  });

  it('with the speaker off plays nothing, neither the server voice nor the browser one', async () => {
    const speech = installBrowserSpeech();
    const pause = jest.mocked(HTMLMediaElement.prototype.pause);
    const { fetch } = await setup();
    const speaker = screen.getByRole('button', { name: 'Speaker' });
    expect(speaker).toHaveAttribute('aria-pressed', 'true');
    expect(speaker).toHaveTextContent('Speaker on · 75%');
    expect(played).toHaveLength(2);
    await press(speaker);
    expect(speaker).toHaveAttribute('aria-pressed', 'false');
    expect(speaker).toHaveTextContent('Speaker off');
    const ttsCalls = calls(fetch, '/api/functions/tts').length;

    await speakReply(2);
    await screen.findByText(ANSWER);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(calls(fetch, '/api/functions/tts')).toHaveLength(ttsCalls);
    expect(played).toHaveLength(2);
    expect(speech.speak).not.toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();

    // On again: the next line is heard.
    await press(speaker);
    expect(speaker).toHaveAttribute('aria-pressed', 'true');
  });

  it('turning the speaker off silences the line being played', async () => {
    await setup({ start: false });
    // This clip never ends by itself.
    jest.mocked(HTMLMediaElement.prototype.play).mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.volume);
      queueMicrotask(() => this.dispatchEvent(new Event('playing')));
      return Promise.resolve();
    });
    await press(await screen.findByLabelText('Voice Only'));
    await press(screen.getByRole('button', { name: 'Start Roleplay Session' }));
    await screen.findByText(OPENING[0]!);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('buyer-voice')).toHaveAttribute('data-status', 'playing');
    await press(screen.getByRole('button', { name: 'Speaker' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(screen.getByTestId('buyer-voice')).toHaveAttribute('data-status', 'idle');
    // The second opening line arrives silent.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await screen.findByText(OPENING[1]!);
    expect(played).toHaveLength(1);
  });

  it('shows the server refusal of a recording, returns to idle, and keeps no message', async () => {
    const { fetch } = await setup({ replies: [{ status: 400, body: { error: { code: 'no_speech', message: 'No speech detected in audio.' } } }] });
    await speakReply(2);
    expect(await screen.findByText('No speech detected in audio.')).toBeInTheDocument();
    expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'idle');
    expect(screen.queryAllByTestId('user-message')).toHaveLength(0);
    expect(screen.getByTestId('roleplay-credits')).toHaveTextContent('Credits: 11');
    expect(calls(fetch, '/api/functions/roleplay-ai-response')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Speak your reply' })).toBeEnabled();
  });

  it('shows a denied microphone and returns to idle', async () => {
    await setup();
    mic.failWith('NotAllowedError');
    await press(screen.getByRole('button', { name: 'Speak your reply' }));
    expect(await screen.findByText('Microphone access denied. Please allow microphone permissions and try again.')).toBeInTheDocument();
    expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'idle');
  });

  it('stops by itself at 300 s and sends the recording', async () => {
    const { fetch } = await setup();
    await press(screen.getByRole('button', { name: 'Speak your reply' }));
    await act(() => jest.advanceTimersByTimeAsync(299_000));
    expect(screen.getByTestId('voice-capture')).toHaveAttribute('data-phase', 'listening');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await flush();
    expect(screen.getByText(HEARD)).toBeInTheDocument();
    expect(calls(fetch, '/api/functions/roleplay-ai-response')).toHaveLength(1);
  });

  it('stops the buyer talking when the rep starts recording', async () => {
    const speech = installBrowserSpeech();
    // The browser voice never finishes by itself here: the rep interrupts it.
    speech.speak.mockImplementation(() => undefined);
    await setup({ tts: { status: 503, body: { error: { code: 'speech_unavailable', message: 'x' } } } });
    expect(screen.getByTestId('buyer-voice')).toHaveAttribute('data-status', 'browser');
    await press(screen.getByRole('button', { name: 'Speak your reply' }));
    expect(speech.cancel).toHaveBeenCalled();
    expect(screen.getByTestId('buyer-voice')).toHaveAttribute('data-status', 'idle');
  });
});

describe('role-play in Voice + Text', () => {
  it('offers the mic and the box: a typed reply is sent as text (1 credit), a spoken one as audio', async () => {
    const { fetch, user } = await setup({ mode: 'Voice + Text', replies: [{ ...spokenReply(10), transcript: undefined }, spokenReply(8)] });
    expect(screen.getByTestId('roleplay-credits')).toHaveTextContent('2 credits per spoken reply, 1 per typed reply');
    await user.type(screen.getByLabelText('Your reply'), 'What budget did you plan for?{Enter}');
    await flush();
    expect(screen.getByText(ANSWER)).toBeInTheDocument();
    expect(calls(fetch, '/api/functions/roleplay-ai-response')[0]).toEqual({ sessionId: 'sess-v', userInput: 'What budget did you plan for?', isReversedRole: true });
    expect(screen.getByTestId('roleplay-credits')).toHaveTextContent('Credits: 10');

    await speakReply(2);
    await screen.findByText(HEARD);
    await screen.findAllByText(ANSWER);
    expect(calls(fetch, '/api/functions/roleplay-ai-response')[1]).toMatchObject({ userInput: '', format: 'webm' });
    expect(screen.getByTestId('roleplay-credits')).toHaveTextContent('Credits: 8');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch } from '@/testing/fake-fetch';
import { installFakeMicrophone, type FakeMicrophone } from '@/testing/fake-media';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { VoiceTrainingPage } from '../voice-training-page';

const config = (speechToText = 'pocketsphinx') => ({
  auth: {},
  features: { pricing: false, subscription: false, premium: false },
  providers: { coach: 'builtin', speechToText, textToSpeech: 'flite' },
});
const transcript = { text: 'we save your team two hours a day', words: new Array(8).fill({ word: 'w', start: 0, end: 0.1 }), durationSeconds: 4.6, provider: 'pocketsphinx' };

let mic: FakeMicrophone;
afterEach(() => {
  mic.uninstall();
  jest.useRealTimers();
});

function render({ signedIn = true, speechToText }: { signedIn?: boolean; speechToText?: string } = {}) {
  const fetch = mockFetch({
    '/api/config': { status: 200, body: config(speechToText) },
    '/api/functions/voice-to-text': { status: 200, body: transcript },
  });
  renderWithProviders(<VoiceTrainingPage />, {
    path: '/voice-training',
    auth: signedIn ? { status: 'signedIn', user: testUser } : {},
    routes: [{ path: '/practice', element: <p>practice page</p> }],
  });
  return fetch;
}

test('the mic button checks the microphone, listens for 5 s, stops by itself and shows the transcript', async () => {
  mic = installFakeMicrophone();
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const fetch = render();
  expect(screen.getByText('Click to start recording')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);

  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  // the check acquired and released the microphone, then recording began
  expect(mic.streams[0]!.released).toBe(true);
  expect(await screen.findByText('Listening...')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stop recording' })).toHaveAttribute('aria-pressed', 'true');

  await act(async () => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Listening...')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Listening...')).not.toBeInTheDocument();
  expect(mic.streams[1]!.released).toBe(true);

  const shown = await screen.findByTestId('voice-transcript');
  expect(shown).toHaveTextContent('we save your team two hours a day');
  expect(shown).toHaveTextContent('8 words in 4.6 s');
  expect(fetch).toHaveBeenCalledWith('/api/functions/voice-to-text', expect.anything());
  expect(screen.getByLabelText('Your recording')).toBeInTheDocument();
  expect(screen.queryByTestId('text-fallback')).not.toBeInTheDocument();
});

test('a press while recording stops it', async () => {
  mic = installFakeMicrophone();
  render();
  await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(await screen.findByText('Listening...')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
  expect(await screen.findByTestId('voice-transcript')).toBeInTheDocument();
});

test('signed out: records, but asks to sign in for the transcript', async () => {
  mic = installFakeMicrophone();
  const fetch = render({ signedIn: false });
  await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
  expect(await screen.findByText('Sign in to see what you said')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalledWith('/api/functions/voice-to-text', expect.anything());
});

test('a denied microphone: the alert, "Microphone not available" and the text fallback', async () => {
  mic = installFakeMicrophone();
  mic.failWith('NotAllowedError');
  render();
  await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Microphone access denied or not available');
  expect(screen.getByText('Microphone not available')).toBeInTheDocument();

  const fallback = screen.getByTestId('text-fallback');
  const box = within(fallback).getByLabelText('Practice Text (Fallback)');
  expect(box).toHaveAttribute('placeholder', 'Type your sales pitch here...');
  const analyze = within(fallback).getByRole('button', { name: 'Analyze Text' });
  expect(analyze).toBeDisabled();
  await userEvent.type(box, '   ');
  expect(analyze).toBeDisabled();
  await userEvent.type(box, 'My pitch');
  await userEvent.click(analyze);
  expect(await screen.findByText('practice page')).toBeInTheDocument();
});

test('a browser without recording support says so', () => {
  mic = installFakeMicrophone({ supported: false });
  render();
  expect(screen.getByRole('alert')).toHaveTextContent('Microphone not supported in this browser');
  expect(screen.getByText('Microphone not available')).toBeInTheDocument();
  expect(screen.getByTestId('text-fallback')).toBeInTheDocument();
});

test('diagnostics: full run with a mic that hears something, and a silent mic test failing', async () => {
  mic = installFakeMicrophone({ level: 0.4 });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  mockFetch({
    '/api/config': { status: 200, body: config() },
    '/api/functions/voice-to-text': { status: 400, body: { error: { code: 'no_audio', message: 'No audio data recorded.' } } },
  });
  renderWithProviders(<VoiceTrainingPage />, { path: '/voice-training', auth: { status: 'signedIn', user: testUser } });
  await waitFor(() => expect(screen.getByText('Click to start recording')).toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Run Full Diagnostics' }));
  await waitFor(() => expect(screen.getByTestId('diag-server')).toHaveAttribute('data-status', 'ok'));
  expect(screen.getByTestId('diag-support')).toHaveAttribute('data-status', 'ok');
  expect(screen.getByTestId('diag-permission')).toHaveAttribute('data-status', 'ok');
  await waitFor(() => expect(screen.getByTestId('diag-level')).toHaveAttribute('data-status', 'running'));
  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('meter', { name: 'Microphone test level' })).toHaveAttribute('aria-valuenow', '40');
  await act(async () => jest.advanceTimersByTime(4200));
  expect(screen.getByTestId('diag-level')).toHaveAttribute('data-status', 'ok');
  expect(screen.getByTestId('diag-level')).toHaveTextContent('OK');
  expect(screen.getByTestId('diag-level')).toHaveTextContent('Peak level 40%');
});

test('diagnostics: a silent microphone fails the level check', async () => {
  mic = installFakeMicrophone({ level: 0 });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render();
  await user.click(screen.getByRole('button', { name: 'Test Mic (5 s)' }));
  await act(async () => jest.advanceTimersByTime(5200));
  expect(screen.getByTestId('diag-level')).toHaveAttribute('data-status', 'fail');
  expect(screen.getByTestId('diag-level')).toHaveTextContent('FAIL');
  expect(screen.getByTestId('diag-level')).toHaveTextContent('nothing heard');
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { PRACTICE_TOUR_COMPLETED_KEY } from '../../lib/tour';
import { PracticePage } from '../practice-page';

const config = { auth: {}, features: { pricing: false, subscription: false, premium: false } };
const profile = (over: object = {}) => ({
  id: testUser.id,
  credits_remaining: 5,
  trial_used: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  industry: 'technology',
  challenge: 'pricing',
  onboarding_completed_at: '2026-01-01T00:00:00Z',
  ...over,
});

const encoder = new TextEncoder();
const PITCH = 'Hallo Jürgen — Ihr Support spart 2 Stunden pro Tag. Maybe. Können wir Dienstag 15 Minuten sprechen?';
function ev(quote: string, kind: 'positive' | 'negative', note: string) {
  const i = PITCH.indexOf(quote);
  const start = encoder.encode(PITCH.slice(0, i)).length;
  return { category: 'value', quote, start, end: start + encoder.encode(quote).length, kind, note };
}

const analysis = {
  overallScore: 84,
  categories: {
    clarity: { score: 81, feedback: 'Short and clear.' },
    confidence: { score: 58, feedback: '"Maybe" weakens the claim.' },
    persuasiveness: { score: 88, feedback: 'Value in the buyer’s terms.' },
    tone: { score: 90, feedback: 'Friendly and direct.' },
    objectionHandling: { score: 70, feedback: 'No objection raised.' },
  },
  recommendation: 'Drop the hedge and keep the specific value.',
  strengths: [{ category: 'persuasiveness', description: 'You tied value to the buyer’s day.', impact: 'high' }],
  improvements: [
    { category: 'confidence', description: 'A hedge undercuts your claim.', priority: 'high', specificSuggestion: 'Remove "Maybe".', example: 'Ihr Support spart 2 Stunden pro Tag.' },
  ],
  metrics: { wordCount: 17, hedgeCount: 1, fillerCount: 0, discoveryQuestions: 0, customerFocus: 1, nextStep: 'concrete' },
  evidence: [
    ev('Ihr Support spart 2 Stunden pro Tag', 'positive', 'Specific value for this buyer'),
    ev('Maybe', 'negative', 'Hedge'),
    ev('Können wir Dienstag 15 Minuten sprechen?', 'positive', 'Clear next step'),
  ],
};

function setup({ credits = 5, analyze }: { credits?: number; analyze?: () => Promise<Response> } = {}) {
  localStorage.setItem(PRACTICE_TOUR_COMPLETED_KEY, 'true');
  let balance = credits;
  const fetch = mockFetch({
    '/api/config': { status: 200, body: config },
    '/api/profile': () => Promise.resolve(fakeResponse({ status: 200, body: profile({ credits_remaining: balance }) })),
    '/api/stats': { status: 200, body: {} },
    '/api/practice-sessions': { status: 200, body: { sessions: [] } },
    '/api/functions/pitch-analysis':
      analyze ??
      (() => {
        balance -= 1;
        return Promise.resolve(
          fakeResponse({ status: 200, body: { analysis, fallback: false, provider: 'builtin', credits_remaining: balance, session_id: 's1', saved: true } }),
        );
      }),
  });
  renderWithProviders(<PracticePage />, { path: '/practice', auth: { status: 'signedIn', user: testUser } });
  return fetch;
}

async function openTextMode() {
  await userEvent.click(screen.getByRole('button', { name: 'Start Text Practice' }));
  return screen.getByLabelText('Your pitch');
}

describe('PracticePage', () => {
  it('shows the mode selection and Back to selection', async () => {
    setup();
    expect(screen.getByText(/Early access/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Voice Practice' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Start Text Practice' }));
    expect(screen.getByRole('heading', { name: 'Text Practice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '← Back to selection' }));
    expect(screen.getByRole('button', { name: 'Start Text Practice' })).toBeInTheDocument();
  });

  it('counts characters live and enables Analyze only with text', async () => {
    setup();
    expect(await screen.findByText('5 credits left')).toBeInTheDocument();
    const input = await openTextMode();
    const button = screen.getByRole('button', { name: 'Analyze My Pitch' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('char-count')).toHaveTextContent('0/2000 characters');
    await userEvent.type(input, 'Hello');
    expect(screen.getByTestId('char-count')).toHaveTextContent('5/2000 characters');
    expect(button).toBeEnabled();
    expect(input).toHaveAttribute('maxLength', '2000');
  });

  it('says "Please Enter Your Pitch" for whitespace only, without calling the server', async () => {
    const fetch = setup();
    await screen.findByText('5 credits left');
    await userEvent.type(await openTextMode(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Pitch' }));
    expect(await screen.findByText('Please Enter Your Pitch')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/functions/pitch-analysis', expect.anything());
  });

  it('disables Analyze with 0 credits and shows Insufficient Credits', async () => {
    setup({ credits: 0 });
    await screen.findByText('0 credits left');
    await userEvent.type(await openTextMode(), 'A pitch');
    expect(screen.getByRole('button', { name: 'Analyze My Pitch' })).toBeDisabled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Insufficient Credits');
    expect(alert).toHaveTextContent('You need at least 1 credit to analyze a pitch.');
  });

  it('analyses a pitch: sends the scenario, shows score, categories, highlighted quotes, and the new balance', async () => {
    const fetch = setup();
    await screen.findByText('5 credits left');
    const input = await openTextMode();
    await userEvent.selectOptions(screen.getByLabelText('Objection to expect'), 'Price');
    await userEvent.type(screen.getByLabelText("The buyer's situation"), 'Support team of 3');
    await userEvent.click(input);
    await userEvent.paste(`  ${PITCH}\n`);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Pitch' }));

    expect(await screen.findByTestId('analysis-results')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => url === '/api/functions/pitch-analysis')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      transcript: PITCH,
      practiceMode: 'text',
      scenario: { difficulty: '', objection: 'Price', industry: 'Technology', custom: 'Support team of 3' },
      userContext: { userId: testUser.id },
    });

    expect(screen.getByTestId('score')).toHaveTextContent('84/100');
    expect(screen.getByTestId('score-message')).toHaveTextContent('Great job!');
    expect(screen.getByTestId('score')).toHaveAttribute('data-tone', 'green');
    expect(within(screen.getByTestId('category-confidence')).getByText('"Maybe" weakens the claim.')).toBeInTheDocument();
    expect(screen.getByText('Remove "Maybe".')).toBeInTheDocument();

    const marks = within(screen.getByTestId('highlighted-text')).getAllByText((_, el) => el?.tagName === 'MARK');
    expect(marks.map((m) => [m.textContent, m.dataset.kind, m.title])).toEqual([
      ['Ihr Support spart 2 Stunden pro Tag', 'positive', '✓ Specific value for this buyer'],
      ['Maybe', 'negative', '✗ Hedge'],
      ['Können wir Dienstag 15 Minuten sprechen?', 'positive', '✓ Clear next step'],
    ]);
    expect(screen.getByTestId('highlighted-text')).toHaveTextContent(PITCH);

    expect(await screen.findByText('Progress Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('practice-credits')).toHaveTextContent('4 credits left'));

    await userEvent.click(screen.getAllByRole('button', { name: 'Practice Again' })[0]!);
    expect(screen.getByLabelText('Your pitch')).toHaveValue('');
  });

  it('shows the backup-mode and save-error toasts', async () => {
    setup({
      analyze: () =>
        Promise.resolve(fakeResponse({ status: 200, body: { analysis, fallback: true, provider: 'builtin', credits_remaining: 4, session_id: '', saved: false } })),
    });
    await screen.findByText('5 credits left');
    await userEvent.type(await openTextMode(), 'My pitch');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Pitch' }));
    // Only one toast shows at a time: a failed save matters most.
    expect(await screen.findByText('Save Error')).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText('Backup mode: scored by the built-in coach')).toBeInTheDocument();
  });

  it('shows Insufficient Credits when the server refuses', async () => {
    setup({
      analyze: () =>
        Promise.resolve(fakeResponse({ status: 409, body: { error: { code: 'insufficient_credits', message: 'You need at least 1 credit to analyze a pitch.' } } })),
    });
    await screen.findByText('5 credits left');
    await userEvent.type(await openTextMode(), 'My pitch');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Pitch' }));
    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument();
    expect(screen.queryByTestId('analysis-results')).not.toBeInTheDocument();
  });

  it('retries a lost analysis with the same idempotency key and sends a new key for a new analysis', async () => {
    let attempts = 0;
    const fetch = setup({
      analyze: () => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(
          fakeResponse({ status: 200, body: { analysis, fallback: false, provider: 'builtin', credits_remaining: 4, session_id: `s${attempts}`, saved: true } }),
        );
      },
    });
    const keys = () =>
      fetch.mock.calls
        .filter(([url]) => url === '/api/functions/pitch-analysis')
        .map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    await screen.findByText('5 credits left');
    await userEvent.type(await openTextMode(), 'My pitch');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Pitch' }));

    // The first attempt got no answer; the retry (after a second) carries the same key.
    expect(await screen.findByTestId('analysis-results', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[1]).toBe(keys()[0]);

    await userEvent.click(screen.getAllByRole('button', { name: 'Practice Again' })[0]!);
    await userEvent.type(screen.getByLabelText('Your pitch'), 'Another pitch');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze My Pitch' }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('asks a visitor without an account to log in', async () => {
    mockFetch({ '/api/config': { status: 200, body: config } });
    localStorage.setItem(PRACTICE_TOUR_COMPLETED_KEY, 'true');
    renderWithProviders(<PracticePage />, { path: '/practice' });
    await userEvent.type(await openTextMode(), 'My pitch');
    expect(screen.getByRole('button', { name: 'Analyze My Pitch' })).toBeDisabled();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
  });
});

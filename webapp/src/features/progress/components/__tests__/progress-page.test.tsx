import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import type { PracticeSession, Stats } from '../../api/progress-api';
import { ProgressPage } from '../progress-page';

// Recharts needs a real layout engine; the chart itself is not under test here.
jest.mock('../pitches-chart', () => ({ PitchesChart: () => <div data-testid="chart" /> }));

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => ({ day, date: `2026-03-0${i + 2}`, count: i === 6 ? 2 : 0 }));
const emptyStats: Stats = {
  hasData: false,
  pitchCount: 0,
  winRate: null,
  averageScore: null,
  bestScore: null,
  recentPitches: days.map((d) => ({ ...d, count: 0 })),
  objectionCategories: ['Price', 'Timing', 'Competition', 'Need', 'Trust', 'Authority'].map((category) => ({ category, mastered: null, sessions: 0 })),
  streak: 0,
  percentile: null,
  sessionCount: 0,
  categories: {},
  lastPracticedAt: null,
};
const stats = (over: Partial<Stats> = {}): Stats => ({
  ...emptyStats,
  hasData: true,
  pitchCount: 2,
  winRate: 50,
  averageScore: 76,
  bestScore: 91,
  recentPitches: days,
  objectionCategories: emptyStats.objectionCategories.map((m) => (m.category === 'Price' ? { ...m, mastered: 91, sessions: 1 } : m)),
  streak: 1,
  sessionCount: 2,
  categories: { clarity: 80, confidence: 55, persuasiveness: 70, tone: 88, objectionHandling: 66 },
  weakestCategory: 'confidence',
  lastPracticedAt: '2026-03-08T10:00:00Z',
  ...over,
});
const session = (over: Partial<PracticeSession> = {}): PracticeSession => ({
  id: 's1',
  user_id: 'u1',
  scenario_type: 'pitch_analysis',
  mode: 'text',
  difficulty: '',
  industry: 'Technology',
  objection: 'Price',
  duration_seconds: 40,
  score: 91,
  category_scores: { clarity: 90 },
  transcript: [{ id: '1', text: 'Ihr Team spart Zeit. Maybe.', sender: 'user', timestamp: '2026-03-08T10:00:00Z' }],
  feedback_data: { evidence: [{ category: 'hedge', quote: 'Maybe', start: 22, end: 27, kind: 'negative', note: 'Hedge' }] },
  completed_at: '2026-03-08T10:00:00Z',
  version: 1,
  ...over,
});

function render(statsBody: Stats, sessions: PracticeSession[] = [], next?: string) {
  const fetch = mockFetch(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/stats')) return fakeResponse({ status: 200, body: statsBody });
    if (url.startsWith('/api/practice-sessions')) {
      const cursor = new URL(url, 'http://x').searchParams.get('cursor');
      if (cursor === 'page2') return fakeResponse({ status: 200, body: { sessions: [session({ id: 's3', score: 40, completed_at: '2026-03-01T10:00:00Z' })] } });
      return fakeResponse({ status: 200, body: { sessions, next_cursor: next } });
    }
    if (url.startsWith('/api/config')) return fakeResponse({ status: 200, body: { auth: {}, features: {} } });
    return fakeResponse({ status: 404, body: { error: { code: 'not_found', message: url } } });
  });
  renderWithProviders(<ProgressPage />, { path: '/progress', auth: { status: 'signedIn', user: testUser } });
  return fetch;
}

describe('ProgressPage', () => {
  it('shows a new user an honest empty state, with no numbers', async () => {
    const fetch = render(emptyStats);
    expect(await screen.findByTestId('no-practice-yet')).toHaveTextContent('we will not invent sample numbers');
    expect(screen.queryByTestId('stat-win-rate')).not.toBeInTheDocument();
    expect(screen.queryByText(/\+12%/)).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/stats\?tz=/), expect.anything());
  });

  it('shows the real figures with what they mean, and "Great start!" under 20 sessions', async () => {
    render(stats(), [session(), session({ id: 's2', score: 61, scenario_type: 'objection_handling', objection: 'Price' })]);
    expect(await screen.findByTestId('stat-pitch-count')).toHaveTextContent('2');
    const winRate = screen.getByTestId('stat-win-rate');
    expect(winRate).toHaveTextContent('50%');
    expect(winRate).toHaveTextContent('Share of your sessions scored 70 or more');
    expect(screen.getByTestId('stat-streak')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-percentile')).toHaveTextContent('Great start!');
    expect(screen.getByTestId('stat-percentile')).toHaveTextContent('(2 so far)');
    expect(within(screen.getByTestId('mastery')).getByText('91% · 1 session')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8);

    const suggestions = screen.getByTestId('ai-suggestions');
    expect(suggestions).toHaveTextContent('Your weakest category: Confidence (average 55)');
    expect(within(suggestions).getByRole('link', { name: /tips/ })).toHaveAttribute('href', '/tips');

    const rows = await screen.findAllByTestId('session-row');
    expect(rows[0]).toHaveTextContent('Pitch analysis');
    expect(rows[0]).toHaveTextContent('91· Excellent!');
    expect(rows[0]!.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'green');
    expect(rows[1]).toHaveTextContent('61· Keep practicing!');
    expect(rows[1]!.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'amber');

    // A session opens to its transcript with the coach's quotes.
    await userEvent.click(within(rows[0]!).getByRole('button'));
    expect(rows[0]!.querySelector('mark')).toHaveTextContent('Maybe');
  });

  it('shows the percentile from 20 sessions and loads more history', async () => {
    render(stats({ percentile: 85, sessionCount: 20, pitchCount: 20 }), [session()], 'page2');
    expect(await screen.findByTestId('stat-percentile')).toHaveTextContent('85th');
    expect(screen.getByTestId('stat-percentile')).toHaveTextContent('Your latest score beat 85% of your earlier sessions.');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more sessions' }));
    await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'session-row' && /40· Keep practicing!/.test(el.textContent ?? ''));
    expect(screen.getAllByTestId('session-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more sessions' })).not.toBeInTheDocument();
  });

  it('says so when the statistics cannot be loaded', async () => {
    mockFetch({ '/api/stats': { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    renderWithProviders(<ProgressPage />, { path: '/progress', auth: { status: 'signedIn', user: testUser } });
    expect(await screen.findByText('Error loading dashboard statistics. Please refresh the page.')).toBeInTheDocument();
  });
});

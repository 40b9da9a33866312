import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { DashboardPage } from '../dashboard';

jest.mock('@/features/progress/components/pitches-chart', () => ({ PitchesChart: () => <div data-testid="chart" /> }));

const config = { auth: {}, features: { pricing: false, subscription: false, premium: false } };
const profile = (over: object = {}) => ({
  id: testUser.id,
  credits_remaining: 1,
  trial_used: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  industry: '',
  challenge: '',
  onboarding_completed_at: null,
  ...over,
});

describe('DashboardPage', () => {
  it('shows a new user 1 credit, the free analysis, and starts the trial', async () => {
    const fetch = mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/profile': { status: 200, body: profile() },
      '/api/profile/trial': { status: 200, body: profile({ credits_remaining: 11, trial_used: true }) },
      '/api/rpc/log_security_event': { status: 200, body: { success: true } },
    });
    renderWithProviders(<DashboardPage />, { path: '/dashboard', auth: { status: 'signedIn', user: testUser } });

    expect(await screen.findByTestId('credit-count')).toHaveTextContent('1');
    expect(screen.getByTestId('primary-action')).toHaveTextContent('Get 1 Free Pitch Analysis');
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    // Upgrade Plan stays hidden while the premium flag is off.
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start free trial (+10 credits)' }));

    expect(await screen.findByText('Free trial started!')).toBeInTheDocument();
    expect(screen.getByTestId('credit-count')).toHaveTextContent('11');
    expect(screen.getByTestId('primary-action')).toHaveTextContent('Start New Practice (11 credits)');
    expect(fetch).toHaveBeenCalledWith('/api/profile/trial', expect.objectContaining({ method: 'POST' }));
  });

  it('tells the user when the trial was already used', async () => {
    mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/profile': { status: 200, body: profile() },
      '/api/profile/trial': { status: 409, body: { error: { code: 'trial_already_used', message: 'Trial already used.' } } },
    });
    renderWithProviders(<DashboardPage />, { path: '/dashboard', auth: { status: 'signedIn', user: testUser } });
    await userEvent.click(await screen.findByRole('button', { name: 'Start free trial (+10 credits)' }));
    expect(await screen.findByText('Trial already used')).toBeInTheDocument();
  });

  it('says so when the credit balance cannot be loaded', async () => {
    mockFetch({ '/api/config': { status: 200, body: config }, '/api/profile': { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    renderWithProviders(<DashboardPage />, { path: '/dashboard', auth: { status: 'signedIn', user: testUser } });
    expect(await screen.findByText('Error loading credit balance. Please refresh the page.')).toBeInTheDocument();
  });

  it('gives a guest the demo and a sign-up card, and honest empty tabs', async () => {
    localStorage.setItem('guestMode', 'true');
    localStorage.setItem('guestSessionId', 'guest_1700000000000_abc1234');
    mockFetch({ '/api/config': { status: 200, body: config } });
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByTestId('primary-action')).toHaveTextContent('Start Demo (Guest)');
    expect(screen.getByRole('heading', { name: 'Guest session' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Session History' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No practice sessions yet')).toBeInTheDocument();
  });

  it('shows a signed-in user without sessions an honest empty state, then their real sessions and stats', async () => {
    const week = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => ({ day, date: `2026-03-0${i + 2}`, count: 0 }));
    const objections = ['Price', 'Timing'].map((category) => ({ category, mastered: null, sessions: 0 }));
    const empty = { hasData: false, pitchCount: 0, winRate: null, averageScore: null, bestScore: null, recentPitches: week, objectionCategories: objections, streak: 0, percentile: null, sessionCount: 0, categories: {}, lastPracticedAt: null };
    mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/profile': { status: 200, body: profile({ trial_used: true, credits_remaining: 0 }) },
      '/api/stats': { status: 200, body: empty },
      '/api/practice-sessions': { status: 200, body: { sessions: [] } },
    });
    const first = renderWithProviders(<DashboardPage />, { path: '/dashboard', auth: { status: 'signedIn', user: testUser } });
    expect(await screen.findByTestId('no-practice-yet')).toBeInTheDocument();
    expect(screen.getByTestId('ai-suggestions')).toHaveTextContent('No suggestions yet');
    expect(await within(screen.getByTestId('recent-sessions')).findByText('No practice sessions yet')).toBeInTheDocument();
    first.unmount();

    const session = {
      id: 's1', scenario_type: 'pitch_analysis', mode: 'text', difficulty: '', industry: '', objection: '', duration_seconds: 30, score: 84,
      category_scores: { clarity: 84 }, transcript: [{ id: '1', text: 'Hi', sender: 'user', timestamp: '2026-03-08T10:00:00Z' }], feedback_data: {}, completed_at: '2026-03-08T10:00:00Z',
    };
    mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/profile': { status: 200, body: profile({ trial_used: true, credits_remaining: 10 }) },
      '/api/stats': { status: 200, body: { ...empty, hasData: true, pitchCount: 1, winRate: 100, averageScore: 84, bestScore: 84, streak: 1, sessionCount: 1, categories: { clarity: 84, tone: 60 }, weakestCategory: 'tone' } },
      '/api/practice-sessions': { status: 200, body: { sessions: [session] } },
    });
    renderWithProviders(<DashboardPage />, { path: '/dashboard', auth: { status: 'signedIn', user: testUser } });
    expect(await screen.findByTestId('stat-win-rate')).toHaveTextContent('100%');
    expect(screen.getByTestId('ai-suggestions')).toHaveTextContent('Your weakest category: Tone (average 60)');
    expect(await within(screen.getByTestId('recent-sessions')).findByText('Pitch analysis')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Session History' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('Pitch analysis')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Detailed Analysis' }));
    expect(within(screen.getByRole('tabpanel')).getByTestId('category-averages')).toHaveTextContent('Tone');
  });
});

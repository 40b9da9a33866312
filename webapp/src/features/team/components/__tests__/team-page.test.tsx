import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';
import type { Team, TeamMemberFigures, TeamView } from '@/types/api.gen';

import { TeamPage } from '../team-page';

// Charts are covered by the browser test; here they are placeholders.
jest.mock('../team-charts', () => ({
  TrendChart: () => <div data-testid="trend-chart" />,
  MemberBars: () => <div data-testid="bars-chart" />,
}));

const signedIn = { status: 'signedIn' as const, user: testUser };
const team: Team = { id: '20261122T101500.123456789Z-9f86d081884c7d65', name: 'Closers', managerId: 'user-1', createdAt: '2026-11-01T00:00:00Z' };

const member = (over: Partial<TeamMemberFigures>): TeamMemberFigures => ({
  userId: 'user-1',
  name: 'ada',
  role: 'manager',
  avgResponseTime: null,
  successRate: null,
  completedSessions: 0,
  averageScore: null,
  improvement: null,
  focus: null,
  joinedAt: '2026-11-01T00:00:00Z',
  sharedSessions: [],
  ...over,
});

const view = (over: Partial<TeamView> = {}): TeamView => ({
  team,
  role: 'manager',
  period: 'week',
  members: [member({})],
  trend: [],
  leaderboard: [],
  invites: [],
  ...over,
});

/** A fake teams API: the caller's team, the view per period, and what was posted. */
function fakeTeamsApi({ mine = null as Team | null, views = {} as Record<string, TeamView> } = {}) {
  const state = { mine, posts: [] as { path: string; body: unknown }[], periods: [] as string[] };
  mockFetch(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'POST') state.posts.push({ path: url.pathname, body });
    if (url.pathname === '/api/teams' && method === 'GET') return fakeResponse({ status: 200, body: state.mine ? { team: state.mine, role: 'manager' } : { team: null } });
    if (url.pathname === '/api/teams' && method === 'POST') {
      state.mine = { ...team, name: body.name };
      return fakeResponse({ status: 201, body: state.mine });
    }
    if (url.pathname === `/api/teams/${team.id}` && method === 'GET') {
      const period = url.searchParams.get('period') ?? 'week';
      state.periods.push(period);
      return fakeResponse({ status: 200, body: views[period] ?? view({ period }) });
    }
    if (url.pathname === `/api/teams/${team.id}/invites`) {
      if (body.email === 'taken@example.com') return fakeResponse({ status: 400, body: { error: { code: 'invalid_email', message: 'Please enter a valid email address' } } });
      return fakeResponse({ status: 201, body: { token: 't'.repeat(32), email: body.email, expiresAt: '2026-12-01T00:00:00Z' } });
    }
    if (url.pathname === '/api/practice-sessions')
      return fakeResponse({ status: 200, body: { sessions: [{ id: 's1', scenario_type: 'pitch_analysis', objection: 'Price', score: 72, completed_at: '2026-11-20T10:00:00Z' }] } });
    if (url.pathname === `/api/teams/${team.id}/shares`) return fakeResponse({ status: 200, body: { success: true } });
    if (url.pathname.startsWith('/api/invites/')) {
      state.mine = team;
      return fakeResponse({ status: 200, body: team });
    }
    return fakeResponse({ status: 404, body: { error: { code: 'not_found', message: `no fake for ${method} ${url.pathname}` } } });
  });
  return state;
}

describe('TeamPage', () => {
  it('without a team offers to create one (empty state), and then shows the new team with an invite form', async () => {
    const api = fakeTeamsApi();
    renderWithProviders(<TeamPage />, { path: '/team', auth: signedIn });
    expect(await screen.findByText('You are not in a team yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(screen.getByText('Enter a team name of 1 to 60 characters.')).toBeInTheDocument();
    expect(api.posts).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Team name'), 'Closers');
    await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByTestId('team-name')).toHaveTextContent('Closers');
    expect(api.posts[0]).toEqual({ path: '/api/teams', body: { name: 'Closers' } });
    expect(await screen.findByText('Your team is just you for now')).toBeInTheDocument();
    expect(screen.getByText('No practice this week yet')).toBeInTheDocument();
    expect(screen.getByText('No pending invites.')).toBeInTheDocument();
    expect(screen.queryByText(/upgrade/i)).not.toBeInTheDocument();
  });

  it('shows the members’ figures from the server per period, the charts and the leaderboards', async () => {
    const rep = member({ userId: 'user-2', name: 'bob', role: 'rep', completedSessions: 3, successRate: 67, averageScore: 70, improvement: 12, focus: 'objectionHandling', avgResponseTime: 5.5 });
    const api = fakeTeamsApi({
      mine: team,
      views: {
        week: view({ members: [member({}), rep], invites: [{ email: 'new@example.com', createdAt: '2026-11-20T00:00:00Z', expiresAt: '2026-11-27T00:00:00Z' }],
          leaderboard: [{ scenario: 'Price', entries: [{ userId: 'user-2', name: 'bob', bestScore: 88, averageScore: 70, sessions: 2 }] }] }),
        month: view({ period: 'month', members: [member({}), { ...rep, completedSessions: 9 }] }),
      },
    });
    renderWithProviders(<TeamPage />, { path: '/team', auth: signedIn });
    const row = await screen.findByTestId('member-bob');
    expect(within(row).getByTestId('completed-sessions')).toHaveTextContent('3');
    expect(within(row).getByTestId('success-rate')).toHaveTextContent('67%');
    expect(within(row).getByTestId('focus')).toHaveTextContent('Objection Handling');
    expect(row).toHaveTextContent('5.5s');
    expect(row).toHaveTextContent('+12');
    expect(within(screen.getByTestId('member-ada')).getByTestId('success-rate')).toHaveTextContent('—');
    expect(screen.getByTestId('pending-invites')).toHaveTextContent('new@example.com');
    expect(within(screen.getByTestId('board-Price')).getByText(/bob/)).toBeInTheDocument();
    expect(await screen.findByTestId('trend-chart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Month' }));
    await waitFor(() => expect(within(screen.getByTestId('member-bob')).getByTestId('completed-sessions')).toHaveTextContent('9'));
    expect(api.periods).toEqual(['week', 'month']);
  });

  it('invites by e-mail and shows the server’s refusal', async () => {
    const api = fakeTeamsApi({ mine: team });
    renderWithProviders(<TeamPage />, { path: '/team', auth: signedIn });
    const field = await screen.findByLabelText('E-mail');
    await userEvent.type(field, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'rep@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(api.posts.at(-1)).toEqual({ path: `/api/teams/${team.id}/invites`, body: { email: 'rep@example.com' } });
  });

  it('accepts the invite the link carries', async () => {
    const api = fakeTeamsApi();
    const token = 'a'.repeat(32);
    renderWithProviders(<TeamPage />, { path: `/team?invite=${token}`, auth: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Join team' }));
    expect(await screen.findByText('You joined Closers')).toBeInTheDocument();
    expect(api.posts[0]?.path).toBe(`/api/invites/${token}/accept`);
    expect(await screen.findByTestId('team-name')).toHaveTextContent('Closers');
    expect(screen.queryByTestId('invite-banner')).not.toBeInTheDocument();
  });

  it('a rep sees only their own row and shares one session with the manager', async () => {
    const me = member({ role: 'rep' });
    const api = fakeTeamsApi({ mine: team, views: { week: view({ role: 'rep', members: [me] }) } });
    renderWithProviders(<TeamPage />, { path: '/team', auth: signedIn });
    expect(await screen.findByRole('heading', { name: 'Your figures' })).toBeInTheDocument();
    expect(screen.queryByTestId('invite-card')).not.toBeInTheDocument();
    const share = within(await screen.findByTestId('share-sessions')).getByRole('button', { name: 'Share' });
    await userEvent.click(share);
    expect(await screen.findByText('Session shared with your manager')).toBeInTheDocument();
    expect(api.posts.at(-1)).toEqual({ path: `/api/teams/${team.id}/shares`, body: { sessionId: 's1' } });
  });

  it('a guest is asked to sign up', async () => {
    fakeTeamsApi();
    renderWithProviders(<TeamPage />, { path: '/team' });
    expect(await screen.findByText('Sign up to create or join a team')).toBeInTheDocument();
  });
});

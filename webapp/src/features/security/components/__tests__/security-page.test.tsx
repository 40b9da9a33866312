import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';
import type { RateLimitActionStatus, SecurityEventSummary, SecurityHealth } from '@/types/api.gen';

import { SecurityPage } from '../security-page';

const signedIn = { status: 'signedIn' as const, user: testUser };
const render = (auth: NonNullable<Parameters<typeof renderWithProviders>[1]>['auth'] = signedIn) =>
  renderWithProviders(<SecurityPage />, { path: '/security', auth });

const RESET_AT = '2026-11-25T11:00:00Z';
const limit = (action: string, max: number, used: number): RateLimitActionStatus => ({ action, max_requests: max, used, remaining: max - used, reset_at: RESET_AT });
const fresh = () => [limit('api_call', 100, 0), limit('content_generation', 30, 0), limit('file_upload', 20, 0), limit('voice_processing', 50, 0)];
const healthy: SecurityHealth = { status: 'healthy', checks: { database: 'ok', rate_limiter: 'ok', content_safety: 'ok' }, issues: [], recommendations: [], checked_at: '2026-11-25T10:00:00Z' };
const warning: SecurityHealth = {
  status: 'warning',
  checks: { database: 'ok', rate_limiter: 'failed', content_safety: 'ok' },
  issues: ['Rate limiting service unavailable'],
  recommendations: ['Verify rate limiting configuration'],
  checked_at: '2026-11-25T10:01:00Z',
};

type Fake = {
  health?: () => { status: number; body: unknown };
  admin?: boolean;
  local?: boolean;
  limits?: RateLimitActionStatus[];
  events?: SecurityEventSummary[];
};

/** The page's API in memory; the reset clears the counters as the local server does. */
function fakeSecurityApi({ health = () => ({ status: 200, body: healthy }), admin = false, local = true, limits = fresh(), events = [] }: Fake = {}) {
  const state = { limits: [...limits], requests: [] as string[] };
  mockFetch(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    state.requests.push(`${method} ${url.pathname}`);
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/config':
        return fakeResponse({ status: 200, body: { local, features: { pricing: false, subscription: false, premium: false } } });
      case 'POST /api/rpc/security_health_check':
        return fakeResponse(health());
      case 'POST /api/rpc/is_verified_admin':
        return fakeResponse({ status: 200, body: admin });
      case 'GET /api/rate-limits':
        return fakeResponse({ status: 200, body: { limits: state.limits, resettable: local } });
      case 'POST /api/rate-limits/reset':
        state.limits = fresh();
        return fakeResponse({ status: 200, body: { limits: state.limits, resettable: local } });
      case 'GET /api/security-events':
        return admin
          ? fakeResponse({ status: 200, body: { events } })
          : fakeResponse({ status: 403, body: { error: { code: 'not_admin', message: 'Insufficient privileges for this operation' } } });
    }
    return fakeResponse({ status: 404, body: { error: { code: 'not_found', message: `no fake for ${method} ${url.pathname}` } } });
  });
  return state;
}

const remaining = async () => {
  const rows = await screen.findAllByTestId('rate-limit-row');
  return Object.fromEntries(rows.map((r) => [r.dataset.action, within(r).queryByTestId('rate-limit-remaining')?.textContent]));
};

describe('SecurityPage', () => {
  it('asks a signed-out visitor to log in and calls nothing', () => {
    const api = fakeSecurityApi();
    render({ status: 'signedOut', user: null });
    expect(screen.getByText('Please log in to view security dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirectTo=%2Fsecurity');
    expect(api.requests).toEqual([]);
  });

  it('shows the health badge, the remaining count per action from the server, and no events to a user', async () => {
    const api = fakeSecurityApi({ limits: [limit('api_call', 100, 7), limit('content_generation', 30, 0), limit('file_upload', 20, 3), limit('voice_processing', 50, 50)] });
    render();
    expect(await screen.findByTestId('security-badge')).toHaveTextContent('healthy');
    await waitFor(async () => expect(await remaining()).toEqual({ voice_processing: '0', file_upload: '17', api_call: '93', content_generation: '30' }));
    expect(screen.getByText('No security issues found.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toContain('POST /api/rpc/is_verified_admin'));
    expect(screen.queryByText('Recent Security Events')).not.toBeInTheDocument();
    expect(api.requests).not.toContain('GET /api/security-events');
  });

  it('Refresh runs the check again and shows its issues and recommendations in the spec words', async () => {
    let n = 0;
    fakeSecurityApi({ health: () => ({ status: 200, body: ++n === 1 ? healthy : warning }) });
    render();
    expect(await screen.findByTestId('security-badge')).toHaveTextContent('healthy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('security-badge')).toHaveTextContent('warning'));
    expect(screen.getByTestId('security-issues')).toHaveTextContent('Rate limiting service unavailable');
    expect(screen.getByTestId('security-recommendations')).toHaveTextContent('Verify rate limiting configuration');
    expect(n).toBe(2);
  });

  it('shows the check that could not run as critical, in the spec words', async () => {
    fakeSecurityApi({ health: () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Service temporarily unavailable. Please try again later.' } } }) });
    render();
    expect(await screen.findByTestId('security-badge')).toHaveTextContent('critical');
    expect(screen.getByTestId('security-issues')).toHaveTextContent('Security health check failed completely');
    expect(screen.getByTestId('security-recommendations')).toHaveTextContent('Immediate security review required');
  });

  it('resets the counters on the local server and reloads them', async () => {
    const api = fakeSecurityApi({ limits: [limit('api_call', 100, 0), limit('content_generation', 30, 0), limit('file_upload', 20, 5), limit('voice_processing', 50, 0)] });
    render();
    await waitFor(async () => expect((await remaining()).file_upload).toBe('15'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reset Rate Limits (Testing)' }));
    await waitFor(async () => expect((await remaining()).file_upload).toBe('20'));
    expect(api.requests).toContain('POST /api/rate-limits/reset');
    await waitFor(() => expect(api.requests.filter((r) => r === 'GET /api/rate-limits').length).toBe(2));
  });

  it('offers no reset where the server is not the local one', async () => {
    const api = fakeSecurityApi({ local: false });
    const { queryClient } = render();
    await waitFor(async () => expect((await remaining()).api_call).toBe('100'));
    // The configuration has arrived and says the server is not the local one.
    await waitFor(() => expect(queryClient.getQueryData(['config'])).toMatchObject({ local: false }));
    expect(api.requests).toContain('GET /api/config');
    expect(screen.queryByRole('button', { name: 'Reset Rate Limits (Testing)' })).not.toBeInTheDocument();
  });

  it('lists the newest events to an admin: type, time and the first 8 characters of the user id', async () => {
    fakeSecurityApi({
      admin: true,
      events: [
        { event_type: 'admin_operation_attempt', created_at: '2026-11-25T10:05:00Z', user_id: '1a2b3c4d' },
        { event_type: 'rate_limit_exceeded', created_at: '2026-11-25T10:00:00Z', user_id: 'e5f6a7b8-long-id' },
      ],
    });
    render();
    const rows = await screen.findAllByTestId('security-event');
    expect(screen.getByText('Recent Security Events')).toBeInTheDocument();
    expect(rows.map((r) => within(r).getByTestId('security-event-type').textContent)).toEqual(['admin_operation_attempt', 'rate_limit_exceeded']);
    expect(rows.map((r) => within(r).getByTestId('security-event-user').textContent)).toEqual(['1a2b3c4d', 'e5f6a7b8']);
    expect(within(rows[0]!).getByText(new Date('2026-11-25T10:05:00Z').toLocaleString())).toBeInTheDocument();
  });

  it("tells an admin when there are no events: 'No recent security events.'", async () => {
    fakeSecurityApi({ admin: true, events: [] });
    render();
    expect(await screen.findByText('No recent security events.')).toBeInTheDocument();
  });
});

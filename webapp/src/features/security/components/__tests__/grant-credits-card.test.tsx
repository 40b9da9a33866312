import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { IDEMPOTENCY_KEY_HEADER } from '@/lib/api-client';
import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { GrantCreditsCard } from '../grant-credits-card';

const TARGET = '0f8fad5b-d9cb-469f-a165-70867728950e';

function fakeGrant(reply: () => { status: number; body: unknown }) {
  return mockFetch(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/rpc/admin_grant_credits')) return fakeResponse(reply());
    return fakeResponse({ status: 404, body: { error: { code: 'not_found', message: `no fake for ${init?.method} ${url}` } } });
  });
}

const render = () => renderWithProviders(<GrantCreditsCard />, { path: '/security', auth: { status: 'signedIn', user: testUser } });

describe('GrantCreditsCard', () => {
  it('grants credits with an idempotency key and shows the new balance', async () => {
    const fetch = fakeGrant(() => ({ status: 200, body: { success: true, applied: true, credits_remaining: 15 } }));
    render();
    await userEvent.type(screen.getByLabelText('User id'), TARGET);
    await userEvent.clear(screen.getByLabelText('Credits'));
    await userEvent.type(screen.getByLabelText('Credits'), '15');
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Pilot customer');
    await userEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(await screen.findByText('Granted. Their balance is now 15.')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/rpc/admin_grant_credits'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ p_target_user_id: TARGET, p_amount: 15, p_reason: 'Pilot customer' });
    expect(new Headers(init!.headers).get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('checks the id and the amount before asking the server', async () => {
    const fetch = fakeGrant(() => ({ status: 200, body: {} }));
    render();
    await userEvent.type(screen.getByLabelText('User id'), 'someone');
    await userEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(screen.getByTestId('grant-result')).toHaveTextContent('Enter the user id');
    await userEvent.clear(screen.getByLabelText('User id'));
    await userEvent.type(screen.getByLabelText('User id'), TARGET);
    await userEvent.clear(screen.getByLabelText('Credits'));
    await userEvent.type(screen.getByLabelText('Credits'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(screen.getByTestId('grant-result')).toHaveTextContent('Credits must be a whole number from 1 to 1000.');
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('admin_grant_credits'))).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    fakeGrant(() => ({ status: 404, body: { error: { code: 'no_profile', message: 'That user has no profile yet.' } } }));
    render();
    await userEvent.type(screen.getByLabelText('User id'), TARGET);
    await userEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(await screen.findByText('That user has no profile yet.')).toBeInTheDocument();
  });
});

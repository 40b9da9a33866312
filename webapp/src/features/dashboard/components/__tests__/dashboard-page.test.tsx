import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { DashboardPage } from '../dashboard-page';

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
});

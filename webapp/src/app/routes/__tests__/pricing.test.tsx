import { screen } from '@testing-library/react';

import { mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { PricingRoute } from '../pricing';

const config = (pricing: boolean) => ({ auth: {}, features: { pricing, subscription: false, premium: false } });
const profile = {
  id: testUser.id,
  credits_remaining: 0,
  trial_used: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  industry: '',
  challenge: '',
  onboarding_completed_at: null,
  monthly_credits: 10,
  next_credits_at: '2026-12-01T00:00:00Z',
};

describe('PricingRoute', () => {
  it('with pricing off, explains credits and the way forward instead of "Coming soon"', async () => {
    mockFetch({ '/api/config': { status: 200, body: config(false) }, '/api/profile': { status: 200, body: profile } });
    renderWithProviders(<PricingRoute />, { path: '/pricing', auth: { status: 'signedIn', user: testUser } });
    expect(await screen.findByText('Next free credits on December 1: your balance is topped up to 10.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    expect(screen.getByText('Every month your balance is topped up to 10 free credits.')).toBeInTheDocument();
    expect(screen.getByText('You have 0 credits.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free practice session' })).toHaveAttribute('href', '/demo');
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('with pricing on, the plans page (not built yet) says so', async () => {
    mockFetch({ '/api/config': { status: 200, body: config(true) } });
    renderWithProviders(<PricingRoute />, { path: '/pricing' });
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';

import { CreditBalanceCard } from '../credit-balance-card';

function renderCard(props: Partial<ComponentProps<typeof CreditBalanceCard>>) {
  const all = { credits: 5, isPremium: false, trialUsed: true, pricingEnabled: true, onStartTrial: jest.fn(), startingTrial: false, ...props };
  render(
    <MemoryRouter>
      <CreditBalanceCard {...all} />
    </MemoryRouter>,
  );
  return { card: screen.getByTestId('credit-balance'), ...all };
}

describe('CreditBalanceCard', () => {
  it('unlimited: green "Unlimited" with the Enterprise Plan badge and no top-up', () => {
    const { card } = renderCard({ credits: -1, isPremium: true });
    expect(card).toHaveAttribute('data-state', 'unlimited');
    expect(within(card).getByTestId('credit-count')).toHaveTextContent('Unlimited');
    expect(within(card).getByTestId('credit-count')).toHaveClass('text-emerald-600');
    expect(within(card).getByText('Enterprise Plan')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('under 10 credits: orange with Top Up', () => {
    const { card } = renderCard({ credits: 9 });
    expect(card).toHaveAttribute('data-state', 'low');
    expect(within(card).getByTestId('credit-count')).toHaveClass('text-orange-600');
    expect(within(card).getByRole('link', { name: 'Top Up' })).toHaveAttribute('href', '/pricing');
  });

  it('zero: red with Buy Credits', () => {
    const { card } = renderCard({ credits: 0 });
    expect(card).toHaveAttribute('data-state', 'zero');
    expect(within(card).getByTestId('credit-count')).toHaveClass('text-red-600');
    expect(within(card).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/pricing');
  });

  it('otherwise: blue with Top Up', () => {
    const { card } = renderCard({ credits: 42 });
    expect(card).toHaveAttribute('data-state', 'normal');
    expect(within(card).getByTestId('credit-count')).toHaveTextContent('42');
    expect(within(card).getByTestId('credit-count')).toHaveClass('text-blue-600');
    expect(within(card).getByRole('link', { name: 'Top Up' })).toBeInTheDocument();
  });

  it('with the pricing flag off, out of credits: the next free credits and the free demo, no link to a hidden page', () => {
    const { card } = renderCard({ credits: 0, pricingEnabled: false, monthlyCredits: 10, nextCreditsAt: '2027-01-01T00:00:00Z' });
    expect(within(card).getByTestId('next-credits')).toHaveTextContent('Next free credits on January 1: your balance is topped up to 10.');
    expect(within(card).getByRole('link', { name: 'free practice session' })).toHaveAttribute('href', '/demo');
    expect(within(card).queryByRole('link', { name: /buy|top up|upgrade/i })).not.toBeInTheDocument();
    expect(card.querySelector('a[href="/pricing"]')).toBeNull();
    expect(card).not.toHaveTextContent(/coming soon/i);
  });

  it('with credits left, tells when the next free credits come', () => {
    const { card } = renderCard({ credits: 4, pricingEnabled: false, monthlyCredits: 10, nextCreditsAt: '2027-01-01T00:00:00Z' });
    expect(within(card).getByTestId('next-credits')).toHaveTextContent('Next free credits on January 1');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('without a monthly allowance, out of credits: an administrator can add credits', () => {
    const { card } = renderCard({ credits: 0, pricingEnabled: false });
    expect(within(card).queryByTestId('next-credits')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('An administrator can add credits to your account.');
  });

  it('offers the trial until it is used', async () => {
    const { card, onStartTrial } = renderCard({ credits: 1, trialUsed: false });
    await userEvent.click(within(card).getByRole('button', { name: 'Start free trial (+10 credits)' }));
    expect(onStartTrial).toHaveBeenCalledTimes(1);
  });
});

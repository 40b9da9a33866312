import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';
import type { Tip, TipsReply } from '@/types/api.gen';

import { TipsPage } from '../tips-page';

const categories = ['Opening Lines', 'Value Proposition', 'Objection Handling', 'Closing Techniques'];
// 16 entries, 4 per category; every fourth is a script.
const library: Tip[] = Array.from({ length: 16 }, (_, i) => ({
  id: `tip-${i}`,
  type: i % 4 === 3 ? 'script' : 'tip',
  category: categories[i % 4]!,
  title: `Tip number ${i}${i === 5 ? ' about budgets' : ''}`,
  description: `Description ${i}.`,
  ...(i % 4 === 3 ? { script: `Script text ${i}.` } : {}),
  skills: ['clarity'],
}));
const reply = (personalized: TipsReply['personalized'] = null): TipsReply => ({ tips: library, categories, personalized });

function render(body: TipsReply, signedIn = true) {
  const fetch = mockFetch({ '/api/tips': { status: 200, body }, '/api/config': { status: 200, body: { auth: {}, features: {} } } });
  renderWithProviders(<TipsPage />, { path: '/tips', auth: signedIn ? { status: 'signedIn', user: testUser } : { status: 'signedOut', user: null } });
  return fetch;
}

const titles = () => screen.getAllByTestId('tip-card').map((c) => within(c).getByRole('heading').textContent);

describe('TipsPage', () => {
  it('shows 6 tips, then Load More Tips adds 3 until all are shown', async () => {
    render(reply());
    expect(await screen.findAllByTestId('tip-card')).toHaveLength(6);
    const more = screen.getByRole('button', { name: 'Load More Tips' });
    await userEvent.click(more);
    expect(screen.getAllByTestId('tip-card')).toHaveLength(9);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getAllByTestId('tip-card')).toHaveLength(15);
    await userEvent.click(more);
    expect(screen.getAllByTestId('tip-card')).toHaveLength(16);
    expect(screen.queryByRole('button', { name: 'Load More Tips' })).not.toBeInTheDocument();
  });

  it('narrows by search and by category chip, and says when nothing matches', async () => {
    render(reply());
    await screen.findAllByTestId('tip-card');
    await userEvent.type(screen.getByLabelText('Search tips'), 'budgets');
    expect(titles()).toEqual(['Tip number 5 about budgets']);
    await userEvent.clear(screen.getByLabelText('Search tips'));

    const chips = screen.getByRole('group', { name: 'Categories' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', ...categories]);
    await userEvent.click(within(chips).getByRole('button', { name: 'Closing Techniques' }));
    expect(within(chips).getByRole('button', { name: 'Closing Techniques' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Tip number 3', 'Tip number 7', 'Tip number 11', 'Tip number 15']);
    expect(screen.queryByRole('button', { name: 'Load More Tips' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search tips'), 'budgets');
    expect(screen.getByText('No tips match your search.')).toBeInTheDocument();
  });

  it('keeps applied tips and active scripts in local storage', async () => {
    render(reply());
    const cards = await screen.findAllByTestId('tip-card');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Mark as Applied' }));
    expect(within(cards[0]!).getByRole('button', { name: 'Applied ✓' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('user_applied_tips')!)).toEqual(['tip-0']);

    expect(within(cards[3]!).getByText('Script text 3.')).toBeInTheDocument();
    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'Activate Script' }));
    expect(JSON.parse(localStorage.getItem('user_active_scripts')!)).toEqual([{ id: 'tip-3', title: 'Tip number 3', script: 'Script text 3.' }]);
    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'Deactivate Script' }));
    expect(JSON.parse(localStorage.getItem('user_active_scripts')!)).toEqual([]);
  });

  it('shows the personalised tips with the reason', async () => {
    render(
      reply({
        sessions: 3,
        focus: [{ category: 'clarity', label: 'Clarity', score: 54 }],
        reason: 'Your lowest category over your last 3 sessions is Clarity (54).',
        tipIds: ['tip-9', 'tip-2'],
      }),
    );
    await screen.findAllByTestId('tip-card');
    await userEvent.click(screen.getByRole('button', { name: 'Personalized Tips' }));
    const section = screen.getByTestId('personalized-tips');
    expect(within(section).getByTestId('personalized-reason')).toHaveTextContent('Your lowest category over your last 3 sessions is Clarity (54).');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tip number 9', 'Tip number 2']);
  });

  it('asks a new user to practise, and a signed-out visitor to sign in', async () => {
    render(reply({ sessions: 0, focus: [], reason: 'Complete a practice session and your tips will follow your weakest coaching category.', tipIds: [] }));
    await screen.findAllByTestId('tip-card');
    await userEvent.click(screen.getByRole('button', { name: 'Personalized Tips' }));
    expect(screen.getByTestId('personalized-tips')).toHaveTextContent('Complete a practice session');
  });

  it('serves the library to a signed-out visitor and asks them to sign in for personal tips', async () => {
    const fetch = render(reply(), false);
    expect(await screen.findAllByTestId('tip-card')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Personalized Tips' }));
    expect(within(screen.getByTestId('personalized-tips')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Ftips');
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/tips'));
    expect(new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Authorization')).toBeNull();
  });
});

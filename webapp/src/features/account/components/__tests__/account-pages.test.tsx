import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { toast } from '@/components/ui/toast';
import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { DELETE_FAILED_MESSAGE } from '../../api/account';
import { AccountDeletePage, REDIRECT_AFTER_MS } from '../account-delete-page';
import { PaymentCancelPage, PaymentSuccessPage, readPaymentReturn } from '../payment-pages';

const config = (features: Record<string, boolean> = {}) => ({
  status: 200,
  body: { features: { pricing: false, subscription: false, premium: false, ...features }, auth: {} },
});
const home = { path: '/', element: <p>Home page</p> };

describe('AccountDeletePage', () => {
  it('explains what is deleted and what happens to a managed team, and deletes only once DELETE is typed; then signs out and goes home after 3 s', async () => {
    const bodies: unknown[] = [];
    mockFetch(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/account') && init?.method === 'DELETE') {
        bodies.push(JSON.parse(String(init.body)));
        return fakeResponse({ status: 200, body: { success: true } });
      }
      return fakeResponse(config());
    });
    const signOut = jest.fn().mockResolvedValue(undefined);
    const { router } = renderWithProviders(<AccountDeletePage />, {
      path: '/account-delete',
      auth: { status: 'signedIn', user: testUser, signOut },
      routes: [home],
    });
    expect(screen.getByTestId('account-delete-list')).toHaveTextContent('practice session');
    expect(screen.getByTestId('account-delete-list')).toHaveTextContent('call recordings');
    expect(screen.getByTestId('account-delete-team')).toHaveTextContent('handed over to its longest-standing member');
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Type DELETE to confirm'));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    // A toast from before (signing in a moment ago) does not stay beside "deleted".
    act(() => {
      toast({ title: 'Successfully logged in!', variant: 'success' });
    });
    expect(screen.getByText('Successfully logged in!')).toBeInTheDocument();
    jest.useFakeTimers();
    await act(async () => {
      button.click();
    });
    expect(await screen.findByTestId('account-deleted')).toBeInTheDocument();
    expect(screen.queryByText('Successfully logged in!')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ confirm: 'DELETE' }]);
    expect(signOut).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(REDIRECT_AFTER_MS);
    });
    jest.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('shows the spec message when the deletion fails and stays signed in', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(async (_input, init) => {
      if (init?.method === 'DELETE') return fakeResponse({ status: 503, body: { error: { code: 'unavailable', message: 'Service temporarily unavailable. Please try again later.' } } });
      return fakeResponse(config());
    });
    const signOut = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<AccountDeletePage />, { path: '/account-delete', auth: { status: 'signedIn', user: testUser, signOut } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findAllByText(DELETE_FAILED_MESSAGE)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('account-deleted')).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });

  it('tells a guest there is no account to delete', () => {
    mockFetch({ '/api/config': config() });
    renderWithProviders(<AccountDeletePage />, { path: '/account-delete' });
    expect(screen.getByTestId('account-delete-guest')).toHaveTextContent('nothing to delete');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});

describe('payment pages', () => {
  it('reads the spec query parameters', () => {
    expect(readPaymentReturn(new URLSearchParams('session_id=cs_1&type=credits&credits=20'))).toEqual({
      sessionId: 'cs_1', type: 'credits', plan: null, credits: 20,
    });
    expect(readPaymentReturn(new URLSearchParams('type=other&credits=-3'))).toEqual({ sessionId: null, type: null, plan: null, credits: null });
  });

  it('with payments off, /success confirms nothing and links nowhere but the dashboard', async () => {
    mockFetch({ '/api/config': config() });
    renderWithProviders(<PaymentSuccessPage />, { path: '/success?session_id=cs_1&type=credits&credits=20', routePath: '/success' });
    expect(await screen.findByTestId('payment-success-off')).toHaveTextContent('Payments are not available yet');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/dashboard']);
  });

  it('with pricing on, /success names the credits bought', async () => {
    mockFetch({ '/api/config': config({ pricing: true }) });
    renderWithProviders(<PaymentSuccessPage />, { path: '/success?session_id=cs_1&type=credits&credits=20', routePath: '/success' });
    expect(await screen.findByTestId('payment-success')).toHaveTextContent('20 credits are being added');
  });

  it('/cancel says nothing was charged and, with pricing off, does not link to the plans', async () => {
    mockFetch({ '/api/config': config() });
    renderWithProviders(<PaymentCancelPage />, { path: '/cancel' });
    expect(screen.getByTestId('payment-cancel')).toHaveTextContent('nothing was charged');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/dashboard']);
  });
});

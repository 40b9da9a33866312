import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@/testing/render-with-providers';

import { LoginPage } from '../login-page';

// Where the sign-up e-mail's link lands (shared/emaillink/confirm): /email-confirmed on
// success, then /login?verified=true; /login?verification=<reason> when it failed.

const signupRoute = { path: '/signup', element: <h1>Confirm step</h1> };
const GENERIC = "We couldn't confirm your email just now. Please try the link again, or log in to get a new code.";

async function logIn(email = 'ada@example.com', password = 'Secret123') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage after an e-mail confirmation link', () => {
  it('?verified=true: says the email is confirmed and they can log in', () => {
    renderWithProviders(<LoginPage />, { path: '/login?verified=true' });
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully! You can now log in.');
    expect(screen.queryByText('Invalid or expired link')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['expired', 'invalid'])('?verification=%s: "Invalid or expired link", why, and how to get a new code', (reason) => {
    renderWithProviders(<LoginPage />, { path: `/login?verification=${reason}` });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Invalid or expired link')).toBeInTheDocument();
    expect(within(alert).getByText('This confirmation link has expired or is no longer valid.')).toBeInTheDocument();
    expect(within(alert).getByText("Log in below and we'll email you a new confirmation code.")).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    // The login form is still there to do it with.
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it.each(['retry', 'failed'])('?verification=%s: the generic message', (reason) => {
    renderWithProviders(<LoginPage />, { path: `/login?verification=${reason}` });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Email not confirmed yet')).toBeInTheDocument();
    expect(within(status).getByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByText('Invalid or expired link')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['<b>hacked</b>', 'Call 555-0100 for support', ''])('an unknown reason %j gets the generic message and is not shown', (reason) => {
    const { container } = renderWithProviders(<LoginPage />, { path: `/login?verification=${encodeURIComponent(reason)}` });
    expect(screen.getByRole('status')).toHaveTextContent(GENERIC);
    if (reason) expect(container.textContent).not.toContain(reason);
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows nothing about confirmation without the parameters', () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.queryByText('Invalid or expired link')).not.toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(screen.queryByText('Email verified successfully! You can now log in.')).not.toBeInTheDocument();
  });

  it('stays until dismissed', async () => {
    renderWithProviders(<LoginPage />, { path: '/login?verification=expired' });
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Invalid or expired link')).not.toBeInTheDocument();
  });

  it('logging in with the unconfirmed account sends a new code and opens the confirm step', async () => {
    const signIn = jest.fn().mockResolvedValue('confirm');
    const resendSignUpCode = jest.fn().mockResolvedValue(undefined);
    const { router } = renderWithProviders(<LoginPage />, {
      path: '/login?verification=expired',
      auth: { signIn, resendSignUpCode },
      routes: [signupRoute],
    });
    await logIn();
    expect(resendSignUpCode).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByText('We sent a new confirmation code to ada@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe('?confirm=ada%40example.com');
  });

  it('after a failed link, a refused resend still opens the confirm step (it has Resend code)', async () => {
    const signIn = jest.fn().mockResolvedValue('confirm');
    const resendSignUpCode = jest.fn().mockRejectedValue(Object.assign(new Error('Attempt limit exceeded'), { name: 'LimitExceededException' }));
    const { router } = renderWithProviders(<LoginPage />, {
      path: '/login?verification=retry',
      auth: { signIn, resendSignUpCode },
      routes: [signupRoute],
    });
    await logIn();
    expect(await screen.findByText('Please confirm your email')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('an ordinary login of an unconfirmed account does not resend', async () => {
    const signIn = jest.fn().mockResolvedValue('confirm');
    const resendSignUpCode = jest.fn();
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', auth: { signIn, resendSignUpCode }, routes: [signupRoute] });
    await logIn();
    expect(await screen.findByText('Please confirm your email')).toBeInTheDocument();
    expect(resendSignUpCode).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});

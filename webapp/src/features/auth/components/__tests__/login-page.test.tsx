import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@/testing/render-with-providers';

import { LoginPage } from '../login-page';

const dashboard = { path: '/dashboard', element: <h1>Dashboard</h1> };

describe('LoginPage', () => {
  it('shows the validation messages', async () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('New users get 1 Free Pitch Analysis!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset');
  });

  it('signs in, toasts and goes to the dashboard', async () => {
    const signIn = jest.fn().mockResolvedValue('done');
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', auth: { signIn }, routes: [dashboard] });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'secret');
    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the provider message in a banner and the failure toast', async () => {
    const signIn = jest.fn().mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    renderWithProviders(<LoginPage />, { path: '/login', auth: { signIn } });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your credentials and try again.')).toBeInTheDocument();
  });

  it('greets a verified address and dismisses the banner after 6 s', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<LoginPage />, { path: '/login?verified=true' });
      expect(screen.getByText('Email verified successfully! You can now log in.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(6000));
    } finally {
      jest.useRealTimers();
    }
    expect(screen.queryByText('Email verified successfully! You can now log in.')).not.toBeInTheDocument();
  });

  it('explains a Google error from the query string', () => {
    renderWithProviders(<LoginPage />, { path: '/login?error=access_denied' });
    expect(screen.getByText('Google Login Issue:')).toBeInTheDocument();
    expect(screen.getByText(/Google authentication failed. Please try again or use email login./)).toBeInTheDocument();
  });

  it('shows no Google button when Google sign-in is not configured', () => {
    renderWithProviders(<LoginPage />, { path: '/login', auth: { googleAvailable: false } });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('offers Google sign-in when it is configured', async () => {
    const signInWithGoogle = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<LoginPage />, { path: '/login', auth: { signInWithGoogle, googleAvailable: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(signInWithGoogle).toHaveBeenCalled();
  });

  it("says 'Checking authentication...' while auth starts and redirects a signed-in user", async () => {
    const first = renderWithProviders(<LoginPage />, { path: '/login', auth: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
    first.unmount();
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', auth: { status: 'signedIn' }, routes: [dashboard] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

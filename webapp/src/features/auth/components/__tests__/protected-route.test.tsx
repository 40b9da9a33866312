import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AuthContextValue } from '@/lib/auth/use-auth';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { AuthErrorScreen } from '../auth-error-screen';
import { ProtectedRoute } from '../protected-route';

function renderGuard(auth: Partial<AuthContextValue>) {
  return renderWithProviders(<ProtectedRoute />, { auth, path: '/dashboard', routes: [{ path: '/login', element: <h1>Login page</h1> }] });
}

// The guard renders an <Outlet/>; give it a child route to show.
function renderGuardWithChild(auth: Partial<AuthContextValue>) {
  return renderWithProviders(<ProtectedRoute />, {
    auth,
    path: '/app',
    routes: [
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/dashboard', element: <ProtectedRoute />, children: [{ index: true, element: <h1>Dashboard content</h1> }] },
    ],
  });
}

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while auth starts", () => {
    renderGuard({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the auth error screen with its three actions', () => {
    renderGuard({ status: 'signedOut', initError: 'Authentication initialization timed out. Please refresh the page.' });

    expect(screen.getByRole('alert')).toHaveTextContent('Authentication initialization timed out. Please refresh the page.');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Clear Cache & Retry' })).toBeInTheDocument();
  });

  it('Clear Cache & Retry removes the stored auth tokens and reloads', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'ada');
    localStorage.setItem('privacy-consent', 'accepted');
    const reload = jest.fn();
    render(<AuthErrorScreen message="Auth initialization failed: offline" reload={reload} />);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Cache & Retry' }));

    expect(localStorage.getItem('CognitoIdentityServiceProvider.client.LastAuthUser')).toBeNull();
    expect(localStorage.getItem('privacy-consent')).toBe('accepted');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor to /login, remembering where they wanted to go', async () => {
    const { router } = renderGuard({ status: 'signedOut' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard');
  });

  it('lets a signed-in user through', async () => {
    const { router } = renderGuardWithChild({ status: 'signedIn', user: testUser });
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
  });

  it('lets a guest through', async () => {
    localStorage.setItem('guestMode', 'true');
    localStorage.setItem('guestSessionId', 'guest_1700000000000_abc1234');
    const { router } = renderGuardWithChild({ status: 'signedOut' });
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
  });
});

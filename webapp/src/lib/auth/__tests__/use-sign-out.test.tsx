import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AuthContext } from '@/lib/auth/use-auth';
import { fakeAuth } from '@/testing/render-with-providers';

import { useSignOut } from '../use-sign-out';

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

describe('useSignOut', () => {
  it('signs out only once the (lazy) home page has loaded, so the route guard never sees a signed-out protected page', async () => {
    let loadHome: (route: { element: React.ReactNode }) => void = () => undefined;
    const homeLoaded = new Promise<{ element: React.ReactNode }>((resolve) => (loadHome = resolve));
    const signOut = jest.fn().mockResolvedValue(undefined);
    const router = createMemoryRouter(
      [
        { path: '/account-delete', element: <SignOutButton /> },
        { path: '/', lazy: () => homeLoaded },
      ],
      { initialEntries: ['/account-delete'] },
    );
    render(
      <AuthContext value={fakeAuth({ status: 'signedIn', signOut })}>
        <RouterProvider router={router} />
      </AuthContext>,
    );
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account-delete');
    await act(async () => loadHome({ element: <p>Home page</p> }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});

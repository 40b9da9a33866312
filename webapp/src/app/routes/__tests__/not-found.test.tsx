import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { mockFetch } from '@/testing/fake-fetch';
import { createTestQueryClient } from '@/testing/test-utils';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('not-found route', () => {
  it('shows the requested path and links back home', async () => {
    mockFetch({});
    const router = renderAt('/practice/does-not-exist');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/practice/does-not-exist')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));

    expect(
      await screen.findByRole('heading', { name: 'Rehearse the call before it counts.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

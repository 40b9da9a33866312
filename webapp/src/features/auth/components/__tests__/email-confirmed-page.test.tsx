import { act, screen } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import { EmailConfirmedPage } from '../email-confirmed-page';

describe('EmailConfirmedPage', () => {
  it('counts down 5 s, then goes to /login?verified=true', () => {
    jest.useFakeTimers();
    try {
      const { router } = renderWithProviders(<EmailConfirmedPage />, { path: '/email-confirmed', routes: [{ path: '/login', element: <p>login</p> }] });
      expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login in 5 seconds...');
      for (let i = 0; i < 4; i++) act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login in 1 second...');
      act(() => jest.advanceTimersByTime(1000));
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe('?verified=true');
    } finally {
      jest.useRealTimers();
    }
  });
});

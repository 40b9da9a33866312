import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { Toaster } from '@/components/ui/toast';
import { AccessibilityProvider } from '@/features/accessibility/hooks/use-accessibility';
import { ThemeProvider } from '@/features/theme/hooks/use-theme';
import { AuthContext, type AuthContextValue } from '@/lib/auth/use-auth';
import { GuestProvider } from '@/lib/auth/use-guest';
import type { AppUser } from '@/lib/auth/user';

import { createTestQueryClient } from './test-utils';

export const testUser: AppUser = { id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' };

const rejectAll = () => Promise.reject(new Error('not expected in this test'));

/** An auth context with nobody signed in; override what the test needs. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'signedOut',
    user: null,
    initError: null,
    googleAvailable: false,
    signIn: rejectAll,
    signUp: rejectAll,
    confirmSignUp: rejectAll,
    resendSignUpCode: rejectAll,
    requestPasswordReset: rejectAll,
    confirmPasswordReset: rejectAll,
    signInWithGoogle: rejectAll,
    signOut: rejectAll,
    ...overrides,
  };
}

type Options = {
  auth?: Partial<AuthContextValue>;
  /** Where the memory router starts (may carry a query string). */
  path?: string;
  /** The route pattern `ui` is mounted at when it has parameters (e.g. '/recordings/:id'); defaults to the path. */
  routePath?: string;
  /** Extra routes next to the one under test (e.g. a stub /login). */
  routes?: RouteObject[];
  /** Navigation state of the first entry (what navigate(path, { state }) would carry). */
  state?: unknown;
};

/** Renders `ui` at `path` inside a router, a fresh query client, the app's providers and a fake auth context. */
export function renderWithProviders(ui: ReactElement, { auth, path = '/', routePath, routes = [], state }: Options = {}) {
  const queryClient = createTestQueryClient();
  const [pathname = '/', search = ''] = path.split('?');
  const entry = state === undefined ? path : { pathname, search: search ? `?${search}` : '', state };
  const router = createMemoryRouter([{ path: routePath ?? pathname, element: ui }, ...routes], { initialEntries: [entry] });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AccessibilityProvider>
          <GuestProvider>
            <AuthContext value={fakeAuth(auth)}>
              {children}
              <Toaster />
            </AuthContext>
          </GuestProvider>
        </AccessibilityProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}

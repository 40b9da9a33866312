import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toast';
import { AccessibilityProvider } from '@/features/accessibility/hooks/use-accessibility';
import { AuthProvider, useAuth } from '@/features/auth/hooks/use-auth';
import { GuestProvider, useGuest } from '@/features/guest/hooks/use-guest';
import { ThemeProvider } from '@/features/theme/hooks/use-theme';
import { createQueryClient } from '@/lib/react-query';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own client; the app creates one per mount. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <AccessibilityProvider>
            <GuestProvider>
              <AuthProvider>
                <EndGuestModeOnSignIn />
                {children}
                <Toaster />
              </AuthProvider>
            </GuestProvider>
          </AccessibilityProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

// Logging in or signing up ends guest mode (spec 000 §4).
function EndGuestModeOnSignIn() {
  const { status } = useAuth();
  const { isGuest, endGuestMode } = useGuest();
  useEffect(() => {
    if (status === 'signedIn' && isGuest) endGuestMode();
  }, [status, isGuest, endGuestMode]);
  return null;
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toast';
import { AccessibilityProvider } from '@/features/accessibility/hooks/use-accessibility';
import { ThemeProvider } from '@/features/theme/hooks/use-theme';
import { AuthProvider } from '@/lib/auth/use-auth';
import { GuestProvider } from '@/lib/auth/use-guest';
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

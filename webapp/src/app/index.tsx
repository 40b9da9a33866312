import { useEffect } from 'react';

import { AppProvider } from './provider';
import { AppRouter } from './router';

/** `onStarted` runs once the app has rendered (main.tsx then stops its startup failure handlers). */
export function App({ onStarted }: { onStarted?: () => void }) {
  useEffect(() => {
    onStarted?.();
  }, [onStarted]);
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';

import { App } from '@/app';
import { FailedToStart, StartupSpinner } from '@/components/errors/failed-to-start';
import { STARTUP_DELAY_MS } from '@/config/constants';
import './index.css';

// zod would probe whether it may compile validators with Function(), which
// the site's CSP (no 'unsafe-eval') refuses and reports; it validates the
// same without.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root not found');
const root = createRoot(container);

// While the app starts, an uncaught error or unhandled rejection replaces it
// with the 'Failed to Start' screen. Once it has rendered, the error boundary
// and the route error screen take over.
function fail(reason: unknown) {
  const message = reason instanceof Error ? reason.message : String(reason ?? 'Unknown error');
  console.error('Failed to start', reason);
  root.render(<FailedToStart message={message} />);
}
const onError = (event: ErrorEvent) => fail(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => fail(event.reason);
window.addEventListener('error', onError);
window.addEventListener('unhandledrejection', onRejection);

root.render(<StartupSpinner />);
window.setTimeout(() => {
  root.render(
    <StrictMode>
      <App
        onStarted={() => {
          window.removeEventListener('error', onError);
          window.removeEventListener('unhandledrejection', onRejection);
        }}
      />
    </StrictMode>,
  );
}, STARTUP_DELAY_MS);

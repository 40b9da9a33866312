import { lazy, Suspense, useEffect, useState } from 'react';

import { markTourShown, shouldShowTour, TOUR_AUTO_START_MS } from '../lib/tour';

const LandingTour = lazy(() => import('./landing-tour').then((m) => ({ default: m.LandingTour })));

/** Starts the landing tour 1 s after a signed-in user arrives, at most once a day until completed. */
export function TourGate({ enabled }: { enabled: boolean }) {
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!enabled || !shouldShowTour()) return;
    const id = window.setTimeout(() => {
      markTourShown();
      setRunning(true);
    }, TOUR_AUTO_START_MS);
    return () => window.clearTimeout(id);
  }, [enabled]);

  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <LandingTour onDone={() => setRunning(false)} />
    </Suspense>
  );
}

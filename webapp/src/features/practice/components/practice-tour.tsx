import { GuidedTour } from '@/components/ui/guided-tour';

import { markPracticeTourDone, practiceTourSteps } from '../lib/tour';

/** The practice page's 3-step tour (react-joyride, loaded only when it runs). */
export function PracticeTour({ onDone }: { onDone: () => void }) {
  return (
    <GuidedTour
      steps={practiceTourSteps}
      spotlightPadding={8}
      width={360}
      onFinish={() => {
        markPracticeTourDone();
        onDone();
      }}
    />
  );
}

import { GuidedTour } from '@/components/ui/guided-tour';
import { useSpeechEngines } from '@/lib/app-config';

import { markPracticeTourDone, practiceTourSteps } from '../lib/tour';

/** The practice page's 3-step tour (react-joyride, loaded only when it runs). */
export function PracticeTour({ onDone }: { onDone: () => void }) {
  const { speechToText } = useSpeechEngines();
  return (
    <GuidedTour
      steps={practiceTourSteps(speechToText)}
      spotlightPadding={8}
      width={360}
      onFinish={() => {
        markPracticeTourDone();
        onDone();
      }}
    />
  );
}

import { GuidedTour } from '@/components/ui/guided-tour';

import { isValidTourStep, landingTourSteps, markTourCompleted } from '../lib/tour';

const steps = landingTourSteps.filter(isValidTourStep).map((step) => ({
  target: step.target,
  title: step.title,
  content: step.description,
  placement: step.placement,
}));

/** The landing tour (react-joyride, loaded only when it runs). */
export function LandingTour({ onDone }: { onDone: () => void }) {
  return (
    <GuidedTour
      steps={steps}
      spotlightPadding={10}
      width={380}
      onFinish={() => {
        markTourCompleted();
        onDone();
      }}
    />
  );
}

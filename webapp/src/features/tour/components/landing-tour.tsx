import { Joyride, STATUS, type EventData } from 'react-joyride';

import { isValidTourStep, landingTourSteps, markTourCompleted } from '../lib/tour';

const steps = landingTourSteps.filter(isValidTourStep).map((step) => ({
  target: step.target,
  title: step.title,
  content: step.description,
  placement: step.placement,
}));

/** The landing tour (react-joyride, loaded only when it runs). */
export function LandingTour({ onDone }: { onDone: () => void }) {
  const onEvent = (data: EventData) => {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) {
      markTourCompleted();
      onDone();
    }
  };
  return (
    <Joyride
      run
      continuous
      steps={steps}
      onEvent={onEvent}
      locale={{ back: 'Back', next: 'Next', skip: 'Skip', last: 'Finish', close: 'Close' }}
      options={{
        buttons: ['back', 'skip', 'primary'],
        skipBeacon: true,
        overlayClickAction: false,
        primaryColor: '#047857',
        zIndex: 10000,
        scrollOffset: 100,
        scrollDuration: 300,
        spotlightPadding: 10,
        width: 380,
      }}
    />
  );
}

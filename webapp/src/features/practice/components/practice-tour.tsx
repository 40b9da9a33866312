import { Joyride, STATUS, type EventData } from 'react-joyride';

import { markPracticeTourDone, practiceTourSteps } from '../lib/tour';

/** The practice page's 3-step tour (react-joyride, loaded only when it runs). */
export function PracticeTour({ onDone }: { onDone: () => void }) {
  const onEvent = (data: EventData) => {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) {
      markPracticeTourDone();
      onDone();
    }
  };
  return (
    <Joyride
      run
      continuous
      steps={practiceTourSteps}
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
        spotlightPadding: 8,
        width: 360,
      }}
    />
  );
}

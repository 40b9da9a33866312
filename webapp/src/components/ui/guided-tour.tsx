import { Joyride, STATUS, type EventData, type Step } from 'react-joyride';

type GuidedTourProps = {
  steps: Step[];
  /** Called once when the user finishes or skips the tour. */
  onFinish: () => void;
  spotlightPadding: number;
  width: number;
};

/**
 * A react-joyride tour with the spec's shared settings: Back / Next / Skip /
 * Finish, no closing by clicking the overlay, primary colour green, z-index
 * 10000, scroll offset 100 and a 300 ms scroll. Import it only from lazily
 * loaded modules, so react-joyride stays out of the first page.
 */
export function GuidedTour({ steps, onFinish, spotlightPadding, width }: GuidedTourProps) {
  const onEvent = (data: EventData) => {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) onFinish();
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
        spotlightPadding,
        width,
      }}
    />
  );
}

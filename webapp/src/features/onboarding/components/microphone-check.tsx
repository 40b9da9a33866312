import { useEffect } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { useMicrophoneCheck } from '../hooks/use-microphone-check';
import { MIC_CHECK_SECONDS, MIC_PASS_AUTO_CONTINUE_MS } from '../lib/onboarding';

/** The onboarding microphone step: a live level meter and a 5 s check, on the shared recorder. */
export function MicrophoneCheck({ onPassed, onSkip }: { onPassed: () => void; onSkip: () => void }) {
  const { status, secondsLeft, level, start } = useMicrophoneCheck();
  const percent = status === 'listening' ? Math.round(level * 100) : 0;

  useEffect(() => {
    if (status !== 'passed') return;
    const id = window.setTimeout(onPassed, MIC_PASS_AUTO_CONTINUE_MS);
    return () => window.clearTimeout(id);
  }, [status, onPassed]);

  return (
    <div>
      <h3 className="font-semibold">Microphone Check</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Voice practice needs a working microphone. Press start and say a sentence, for example your opening line. We listen for{' '}
        {MIC_CHECK_SECONDS} seconds; nothing is saved or sent.
      </p>
      <div
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-4 w-full overflow-hidden rounded-md bg-muted"
      >
        <div className="h-full bg-primary transition-[width] duration-100" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-3 min-h-6 text-sm" aria-live="polite">
        {status === 'checking-devices' && <p className="text-muted-foreground">Looking for a microphone...</p>}
        {status === 'listening' && <p>Listening... {secondsLeft}s</p>}
        {status === 'passed' && <Banner tone="success">We heard you. Your microphone works.</Banner>}
        {status === 'failed' && <Banner tone="warning">No microphone input detected. Please check your microphone settings and try again.</Banner>}
        {status === 'denied' && <Banner tone="error">Microphone access denied or unavailable</Banner>}
        {status === 'no-device' && <Banner tone="warning">No microphone found. Please connect a microphone and try again.</Banner>}
        {status === 'unsupported' && <Banner tone="warning">This browser can't use a microphone here. You can still practise by text.</Banner>}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {(status === 'idle' || status === 'no-device') && <Button onClick={() => void start()}>Start check</Button>}
        {status === 'failed' && <Button onClick={() => void start()}>Try Again</Button>}
        {status === 'denied' && <Button onClick={() => void start()}>Request Microphone Permission</Button>}
        {status !== 'passed' && status !== 'listening' && (
          <Button variant="outline" onClick={onSkip}>
            Skip Check
          </Button>
        )}
      </div>
    </div>
  );
}

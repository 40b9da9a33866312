import { useCallback, useEffect, useRef } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { useMicrophoneCheck } from '../hooks/use-microphone-check';
import { MIC_CHECK_SECONDS, MIC_PASS_AUTO_CONTINUE_MS } from '../lib/onboarding';

/** The onboarding microphone step: a live frequency meter and a 5 s check. */
export function MicrophoneCheck({ onPassed, onSkip }: { onPassed: () => void; onSkip: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const draw = useCallback((bins: Uint8Array) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const shown = 64; // the voice range sits in the lower bins
    const width = canvas.width / shown;
    ctx.fillStyle = getComputedStyle(canvas).color;
    for (let i = 0; i < shown; i++) {
      const height = (bins[i]! / 255) * canvas.height;
      ctx.fillRect(i * width, canvas.height - height, width - 1, height);
    }
  }, []);
  const { status, secondsLeft, start } = useMicrophoneCheck(draw);

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
        {MIC_CHECK_SECONDS} seconds; nothing is recorded or sent.
      </p>
      <canvas ref={canvasRef} width={320} height={64} aria-label="Microphone level" className="mt-4 h-16 w-full rounded-md bg-muted text-primary" />
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

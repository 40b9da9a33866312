import { useCallback, useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCountdown } from '@/hooks/use-countdown';

import { REFLECTION_COUNTDOWN_S, REFLECTION_REVEAL_MS } from '../lib/constants';

const prompts = ['Did you acknowledge the concern?', "Did you ask what's behind it?", 'Did you answer with value for this buyer?', 'Did you propose a next step?'];

type Props = { userText: string; onReveal: () => void; onClose: () => void };

/** The pause before the coach's view: 5 s to think, then (after 1 s) the growth report; a click reveals it at once. */
export function ReflectionOverlay({ userText, onReveal, onClose }: Props) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const done = useCallback(() => {
    timer.current = window.setTimeout(onReveal, REFLECTION_REVEAL_MS);
  }, [onReveal]);
  const left = useCountdown(REFLECTION_COUNTDOWN_S, done);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Take a moment to reflect" description="Before the coach weighs in, think about your last reply.">
      <blockquote className="rounded-md border-l-4 border-primary bg-muted px-3 py-2 text-sm whitespace-pre-wrap">{userText}</blockquote>
      <ul className="mt-4 space-y-1 text-sm">
        {prompts.map((p) => (
          <li key={p} className="flex gap-2">
            <span aria-hidden="true" className="text-primary">
              ?
            </span>
            {p}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="reflection-countdown" aria-live="polite">
          {left > 0 ? `Your growth report opens in ${left} s` : 'Opening your growth report…'}
        </p>
        <Button onClick={onReveal}>Show my growth report</Button>
      </div>
    </Dialog>
  );
}

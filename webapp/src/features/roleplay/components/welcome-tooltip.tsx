import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useSpeechEngines } from '@/lib/app-config';

import { rememberWelcome, welcomeSeen, welcomeText } from '../lib/welcome';

/** The first-visit tooltip under the page title; dismissing it is remembered. */
export function WelcomeTooltip() {
  const [open, setOpen] = useState(() => !welcomeSeen());
  const { speechToText } = useSpeechEngines();
  if (!open) return null;
  const dismiss = () => {
    rememberWelcome();
    setOpen(false);
  };
  return (
    <div role="note" aria-label="Welcome" className="absolute top-full left-0 z-20 mt-3 w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-primary/40 bg-card p-4 shadow-lg">
      {/* The arrow pointing at the title. */}
      <span aria-hidden="true" className="absolute -top-2 left-6 h-4 w-4 rotate-45 border-t border-l border-primary/40 bg-card" />
      <p className="pr-6 text-sm">{welcomeText(speechToText)}</p>
      <div className="mt-3 flex justify-end">
        <Button size="sm" onClick={dismiss}>
          Got it
        </Button>
      </div>
      <button type="button" aria-label="Dismiss tip" onClick={dismiss} className="absolute top-2 right-2 rounded px-1.5 text-lg leading-none text-muted-foreground hover:text-foreground">
        ×
      </button>
    </div>
  );
}

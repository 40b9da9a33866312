import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { readAiSettings } from '@/lib/ai-settings';

/** The 'AI' badge on generated content, unless turned off in AI Settings. */
export function AiBadge() {
  const [settings] = useState(readAiSettings);
  if (!settings.showBadges) return null;
  return (
    <span title="AI-generated">
      <Badge className="border-sky-300 text-sky-800 dark:border-sky-700 dark:text-sky-200">AI</Badge>
    </span>
  );
}

/** The disclosure note under feedback, at the level chosen in AI Settings. */
export function AiDisclosure({ provider, fallback }: { provider: string; fallback: boolean }) {
  const [settings] = useState(readAiSettings);
  if (!settings.showDisclosures) return null;
  const parts = ['This feedback is AI-generated: use it as coaching guidance.'];
  if (settings.disclosureLevel !== 'minimal') {
    if (fallback) parts.push('The AI model was unavailable, so the built-in coach scored it (backup mode).');
    else if (!provider || provider === 'builtin') parts.push("It comes from PitchPerfect's built-in coach, which gives the same result for the same text.");
    else parts.push(`It was written by an AI model (${provider}) and checked against the coach's schema.`);
  }
  if (settings.disclosureLevel === 'detailed') {
    parts.push(
      "Scores come from measured features of your words: customer focus (you against we), value tied to the buyer's situation, proof, discovery questions, a clear next step, hedges and fillers, length and structure. Every finding quotes the words it came from.",
    );
  }
  return <p className="text-xs text-muted-foreground" data-testid="ai-disclosure">{parts.join(' ')}</p>;
}

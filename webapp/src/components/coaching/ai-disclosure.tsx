import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { readAiSettings } from '@/lib/ai-settings';
import { useAppConfig } from '@/lib/app-config';

/** Whether feedback came from the rule-based built-in coach rather than an AI model. */
export const isBuiltinCoach = (provider: string | undefined, fallback = false) => fallback || !provider || provider === 'builtin';

/**
 * The badge on coach feedback, unless turned off in AI Settings: 'AI' when an
 * AI model wrote it, 'Built-in coach' when the rule-based coach scored it (it
 * is not AI). `provider` is the scorer the answer names; without one, the
 * server's coach (GET /api/config).
 */
export function AiBadge({ provider, fallback = false }: { provider?: string; fallback?: boolean }) {
  const [settings] = useState(readAiSettings);
  const configured = useAppConfig().data?.providers?.coach;
  if (!settings.showBadges) return null;
  if (isBuiltinCoach(provider ?? configured, fallback)) {
    return (
      <span title="Scored by PitchPerfect's built-in coach: fixed rules that measure your words, not an AI model">
        <Badge>Built-in coach</Badge>
      </span>
    );
  }
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
  const builtin = isBuiltinCoach(provider, fallback);
  const parts = [builtin ? "This feedback comes from PitchPerfect's built-in coach, not an AI model: use it as coaching guidance." : 'This feedback is AI-generated: use it as coaching guidance.'];
  if (settings.disclosureLevel !== 'minimal') {
    if (fallback) parts.push('The AI model was unavailable, so the built-in coach scored it (backup mode).');
    else if (builtin) parts.push('Its fixed rules give the same result for the same text.');
    else parts.push(`It was written by an AI model (${provider}) and checked against the coach's schema.`);
  }
  if (settings.disclosureLevel === 'detailed') {
    parts.push(
      "Scores come from measured features of your words: customer focus (you against we), value tied to the buyer's situation, proof, discovery questions, a clear next step, hedges and fillers, length and structure. Every finding quotes the words it came from.",
    );
  }
  return <p className="text-xs text-muted-foreground" data-testid="ai-disclosure">{parts.join(' ')}</p>;
}

import type { Evidence } from '@/lib/coaching/highlight';
import type { CategoryKey } from '@/lib/coaching/score';

import type { PracticeSession } from '../api/progress-api';

const SESSION_TYPES: Record<string, string> = {
  pitch_analysis: 'Pitch analysis',
  objection_handling: 'Objection practice (demo)',
  roleplay: 'Role-play',
};

/**
 * A session's name in lists: a role-play's scenario title (kept with the
 * session, or in its feedback data for older ones), else its kind: 'Pitch
 * analysis', 'Objection practice (demo)' …
 */
export function sessionTitle(session: Pick<PracticeSession, 'scenario_type'> & { title?: string; feedback_data?: unknown }): string {
  const data = session.feedback_data as { scenario?: { title?: unknown } } | null | undefined;
  const stored = data && typeof data === 'object' && typeof data.scenario?.title === 'string' ? data.scenario.title : '';
  const title = (session.title || stored).trim();
  if (session.scenario_type === 'roleplay' && title) return title;
  return SESSION_TYPES[session.scenario_type] ?? 'Practice session';
}

/** A role-play left before any reply was scored: shown as not scored, and counted in no figure (as on the server). */
export const isUnscored = (session: Pick<PracticeSession, 'scenario_type' | 'category_scores'>) =>
  session.scenario_type === 'roleplay' && Object.keys(session.category_scores ?? {}).length === 0;

/** A short line of what the session was about: 'Price · Technology · text'. */
export function sessionSubtitle(session: PracticeSession): string {
  return [session.objection, session.industry && session.industry !== 'general' ? session.industry : '', session.difficulty, session.mode]
    .filter(Boolean)
    .join(' · ');
}

export function formatSessionDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (sameDay) return `Today, ${time}`;
  return `${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric' })}, ${time}`;
}

/** The evidence saved with a session, when its shape is the coach's. */
export function sessionEvidence(session: PracticeSession): Evidence[] | undefined {
  const data = session.feedback_data as { evidence?: unknown } | null | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.evidence)) return undefined;
  return data.evidence.filter(
    (e): e is Evidence => !!e && typeof e === 'object' && typeof (e as Evidence).quote === 'string' && typeof (e as Evidence).start === 'number',
  );
}

/** What to practise next for the user's weakest category (the dashboard's AI Suggestions). */
export const CATEGORY_SUGGESTIONS: Record<CategoryKey, { title: string; advice: string; tip: string }> = {
  clarity: {
    title: 'Make your pitch easier to follow',
    advice: "Open with the buyer's problem in one sentence, keep sentences short, and swap buzzwords for plain words about what changes for them.",
    tip: 'Value Proposition',
  },
  confidence: {
    title: 'Sound as sure as you are',
    advice: 'Drop hedges such as "maybe", "I think" and "just", and fillers like "um" or "basically". Say what you will do, then stop.',
    tip: 'Opening Lines',
  },
  persuasiveness: {
    title: "Tie value to the buyer's own numbers",
    advice: "Use the buyer's situation: their hours, costs or goals, and proof they can check. Made-up or unrelated figures do not persuade.",
    tip: 'Value Proposition',
  },
  tone: {
    title: 'Keep the tone curious and respectful',
    advice: 'Ask instead of pushing: no pressure lines, no knocking competitors, no empty flattery.',
    tip: 'Opening Lines',
  },
  objectionHandling: {
    title: 'Handle objections in four steps',
    advice: 'Acknowledge the concern, ask a clarifying question, respond with value for this buyer, then confirm. Do not offer a discount straight away.',
    tip: 'Objection Handling',
  },
};

export function suggestionFor(category: string | undefined) {
  if (!category || !(category in CATEGORY_SUGGESTIONS)) return null;
  return { category: category as CategoryKey, ...CATEGORY_SUGGESTIONS[category as CategoryKey] };
}

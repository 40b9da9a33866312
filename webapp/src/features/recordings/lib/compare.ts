// The side-by-side comparison of a real call with a practice session. Both
// were scored by the same coach (the call's `analysis`, the session's
// `feedback_data`), so the scorecard compares the same figures: the score
// out of 10, the call scorecard's four categories, pace, fillers, questions
// and the next step. A practice session's figures are derived from its
// analysis by the server's rule for calls (shared/callrecording/score.go).
import type { Analysis, PracticeSession } from '@/types/api.gen';

import type { CallCategories, CallRecording } from '../api/types';

/** The call scorecard's categories (spec 001 "Call record"), in its order, with their labels. */
export const CALL_CATEGORY_LABELS: Record<keyof CallCategories, string> = {
  clarity: 'Clarity',
  confidence: 'Confidence',
  handling: 'Handling',
  vocabulary: 'Vocabulary',
};
export const CALL_CATEGORY_KEYS = Object.keys(CALL_CATEGORY_LABELS) as (keyof CallCategories)[];

/**
 * The call scorecard's categories of a coach analysis, as the server maps
 * them for a call: clarity and confidence are the coach's, handling is its
 * objection handling, vocabulary the mean of persuasiveness and tone.
 */
export function callCategoriesOf(analysis: Pick<Analysis, 'categories'>): CallCategories {
  const c = analysis.categories;
  return {
    clarity: c.clarity.score,
    confidence: c.confidence.score,
    handling: c.objectionHandling.score,
    vocabulary: Math.round((c.persuasiveness.score + c.tone.score) / 2),
  };
}

/** The categories of a session's stored scores (when its analysis is missing). */
function categoriesOfScores(scores: Record<string, number> | null | undefined): Partial<CallCategories> {
  if (!scores) return {};
  const out: Partial<CallCategories> = {};
  if (typeof scores.clarity === 'number') out.clarity = scores.clarity;
  if (typeof scores.confidence === 'number') out.confidence = scores.confidence;
  if (typeof scores.objectionHandling === 'number') out.handling = scores.objectionHandling;
  if (typeof scores.persuasiveness === 'number' && typeof scores.tone === 'number') out.vocabulary = Math.round((scores.persuasiveness + scores.tone) / 2);
  return out;
}

/** A practice session's analysis, when its feedback_data is one (scored pitches). */
export function sessionAnalysis(session: PracticeSession): Analysis | null {
  const data = session.feedback_data as Partial<Analysis> | null | undefined;
  if (!data || typeof data !== 'object' || typeof data.overallScore !== 'number' || !data.categories) return null;
  return data as Analysis;
}

/** The text the session's analysis quotes: the user's lines. */
export function sessionTranscript(session: PracticeSession): string {
  return (session.transcript ?? [])
    .filter((m) => m.sender === 'user')
    .map((m) => m.text)
    .join('\n\n');
}

export type Direction = 'up' | 'down' | 'same';

export type CompareRow = {
  key: string;
  label: string;
  /** The call's value and the practice session's, as shown. */
  call: string;
  practice: string;
  /** From practice to the call: up, down or the same; null when one side has no value. */
  moved: Direction | null;
  /** The change as shown ('+1.2', '−8'), when both have a value. */
  delta: string | null;
  /** Whether the move is for the better (fillers going down is). */
  better: boolean | null;
  /** A note under the row (an estimated pace). */
  note?: string;
};

type Figure = { value: number | null; shown: string };

const none: Figure = { value: null, shown: '–' };
const num = (value: number | null | undefined, shown: (v: number) => string): Figure =>
  typeof value === 'number' && Number.isFinite(value) ? { value, shown: shown(value) } : none;
const yesNo = (value: boolean | null | undefined): Figure => (typeof value === 'boolean' ? { value: value ? 1 : 0, shown: value ? 'Yes' : 'No' } : none);

const oneDecimal = (v: number) => (Math.round(v * 10) / 10).toFixed(1);
const signed = (v: number, digits: number) => {
  const rounded = Number(v.toFixed(digits));
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded).toFixed(digits)}`;
};

/** The coach's pace sweet spot, in words per minute: closer to it is better. */
export const PACE_SWEET_SPOT = [140, 160] as const;
const paceDistance = (wpm: number) => Math.max(0, PACE_SWEET_SPOT[0] - wpm, wpm - PACE_SWEET_SPOT[1]);

type RowOptions = {
  lowerIsBetter?: boolean;
  /** Whether the call's value is better than the practice's, when higher or lower is not the rule. */
  judge?: (call: number, practice: number) => boolean | null;
  digits?: number;
  note?: string;
  noDelta?: boolean;
};

function row(key: string, label: string, call: Figure, practice: Figure, opts: RowOptions = {}): CompareRow {
  const digits = opts.digits ?? 0;
  if (call.value === null || practice.value === null) {
    return { key, label, call: call.shown, practice: practice.shown, moved: null, delta: null, better: null, note: opts.note };
  }
  const diff = Number((call.value - practice.value).toFixed(digits));
  const moved: Direction = diff > 0 ? 'up' : diff < 0 ? 'down' : 'same';
  const better = moved === 'same' ? null : opts.judge ? opts.judge(call.value, practice.value) : (moved === 'up') !== Boolean(opts.lowerIsBetter);
  return { key, label, call: call.shown, practice: practice.shown, moved, delta: moved === 'same' || opts.noDelta ? null : signed(diff, digits), better, note: opts.note };
}

/** Next step: a call's `next_step_agreed`, or the coach's "concrete" next step. */
const nextStepAgreed = (analysis: Analysis | null | undefined): boolean | null =>
  analysis?.metrics?.nextStep ? analysis.metrics.nextStep === 'concrete' : null;

/** The scorecard rows of a call against a practice session, on the same figures. */
export function compareRows(call: CallRecording, session: PracticeSession): CompareRow[] {
  const practice = sessionAnalysis(session);
  const callAnalysis = call.analysis ?? null;
  const rows: CompareRow[] = [
    row('score', 'Overall score (0–10)', num(call.score, oneDecimal), num(session.score / 10, oneDecimal), { digits: 1 }),
  ];
  const callCats: Partial<CallCategories> = call.categories ?? (callAnalysis?.categories ? callCategoriesOf(callAnalysis) : {});
  const practiceCats: Partial<CallCategories> = practice?.categories ? callCategoriesOf(practice) : categoriesOfScores(session.category_scores);
  for (const key of CALL_CATEGORY_KEYS) {
    rows.push(row(key, CALL_CATEGORY_LABELS[key], num(callCats[key], String), num(practiceCats[key], String)));
  }
  const cm = call.metrics;
  const pm = practice?.metrics;
  rows.push(
    row('pace', 'Talk pace (words per minute)', num(cm?.words_per_minute ?? callAnalysis?.metrics?.wordsPerMinute, (v) => String(Math.round(v))), num(pm?.wordsPerMinute, (v) => String(Math.round(v))), {
      note: pm?.durationEstimated ? 'The practice pace is estimated: it was typed, not spoken.' : undefined,
      // Neither faster nor slower is better: nearer the 140–160 sweet spot is.
      judge: (c, p) => (paceDistance(c) === paceDistance(p) ? null : paceDistance(c) < paceDistance(p)),
    }),
    row('fillers', 'Fillers per minute', num(cm?.fillers_per_minute ?? callAnalysis?.metrics?.fillersPerMinute, oneDecimal), num(pm?.fillersPerMinute, oneDecimal), {
      lowerIsBetter: true,
      digits: 1,
    }),
    row('questions', 'Questions asked', num(cm?.questions_asked ?? callAnalysis?.metrics?.questionCount, String), num(pm?.questionCount, String)),
    row('nextStep', 'Next step agreed', yesNo(cm?.next_step_agreed ?? nextStepAgreed(callAnalysis)), yesNo(nextStepAgreed(practice)), { noDelta: true }),
  );
  return rows;
}

/** The practice session's name in the picker: its date, mode and score. */
export function sessionLabel(session: PracticeSession): string {
  const date = new Date(session.completed_at);
  const when = Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  const mode = session.mode === 'voice' ? 'Voice pitch' : 'Text pitch';
  return `${when} · ${mode} · ${session.score}/100`;
}

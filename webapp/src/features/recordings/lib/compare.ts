// The side-by-side comparison of a real call with a practice session. Both
// were scored by the same coach (the call's `analysis`, the session's
// `feedback_data`), so the scorecard compares the same figures: the overall
// score, the coach's categories, pace, fillers, questions and the next step.
import { CATEGORY_KEYS, categoryLabel } from '@/lib/coaching/score';
import type { Analysis, PracticeSession } from '@/types/api.gen';

import type { CallRecording } from '../api/types';

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

function row(key: string, label: string, call: Figure, practice: Figure, opts: { lowerIsBetter?: boolean; digits?: number; note?: string; noDelta?: boolean } = {}): CompareRow {
  const digits = opts.digits ?? 0;
  if (call.value === null || practice.value === null) {
    return { key, label, call: call.shown, practice: practice.shown, moved: null, delta: null, better: null, note: opts.note };
  }
  const diff = Number((call.value - practice.value).toFixed(digits));
  const moved: Direction = diff > 0 ? 'up' : diff < 0 ? 'down' : 'same';
  const better = moved === 'same' ? null : (moved === 'up') !== Boolean(opts.lowerIsBetter);
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
  for (const key of CATEGORY_KEYS) {
    rows.push(row(key, categoryLabel(key), num(callAnalysis?.categories?.[key]?.score, String), num(practice?.categories?.[key]?.score ?? session.category_scores?.[key], String)));
  }
  const cm = call.metrics;
  const pm = practice?.metrics;
  rows.push(
    row('pace', 'Talk pace (words per minute)', num(cm?.words_per_minute ?? callAnalysis?.metrics?.wordsPerMinute, (v) => String(Math.round(v))), num(pm?.wordsPerMinute, (v) => String(Math.round(v))), {
      note: pm?.durationEstimated ? 'The practice pace is estimated: it was typed, not spoken.' : undefined,
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

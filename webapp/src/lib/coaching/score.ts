// Score messages and colours (spec 001 §9). Scores are 0–100; the spec's
// colour thresholds (8 and up green, 6 and up amber, on a 10-point scale)
// become 80 and 60.
import { STATS_THRESHOLDS } from '@/config/business.gen';

export const SCORE_MAX = 100;
/** A session scored this or more counts as a win on the dashboard. */
export const WIN_SCORE = STATS_THRESHOLDS.winScore;
/** A session scored this or more extends the streak. */
export const STREAK_SCORE = STATS_THRESHOLDS.streakScore;
/** The percentile badge needs this many sessions; before that: 'Great start!'. */
export const PERCENTILE_MIN_SESSIONS = STATS_THRESHOLDS.percentileFromSessions;

export type ScoreTone = 'green' | 'amber' | 'red';

/** 90+ Excellent!, 80+ Great job!, 70+ Good work!, else Keep practicing! */
export function scoreMessage(score: number): string {
  if (score >= 90) return 'Excellent!';
  if (score >= 80) return 'Great job!';
  if (score >= 70) return 'Good work!';
  return 'Keep practicing!';
}

/** 80 and up green, 60 and up amber, else red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'amber';
  return 'red';
}

export const toneText: Record<ScoreTone, string> = {
  green: 'text-emerald-700 dark:text-emerald-400',
  amber: 'text-amber-700 dark:text-amber-400',
  red: 'text-red-700 dark:text-red-400',
};

export const toneBar: Record<ScoreTone, string> = {
  green: 'bg-emerald-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
};

export const toneBadge: Record<ScoreTone, string> = {
  green: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  amber: 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  red: 'border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
};

/** The five pitch categories in display order, with their labels. */
export const CATEGORY_LABELS = {
  clarity: 'Clarity',
  confidence: 'Confidence',
  persuasiveness: 'Persuasiveness',
  tone: 'Tone',
  objectionHandling: 'Objection handling',
} as const;

export type CategoryKey = keyof typeof CATEGORY_LABELS;
export const CATEGORY_KEYS = Object.keys(CATEGORY_LABELS) as CategoryKey[];

/** A label for any category name the server sends (unknown ones are spelled out). */
export function categoryLabel(key: string): string {
  if (key in CATEGORY_LABELS) return CATEGORY_LABELS[key as CategoryKey];
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

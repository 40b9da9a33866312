// Growth stages by reply score (spec 001 §4), lowest first, as the server
// names them (generated from shared/roleplaysession).
import { GROWTH_STAGES, STREAK_SCORE } from '@/config/business.gen';

export { GROWTH_STAGES };
export type GrowthStage = (typeof GROWTH_STAGES)[number]['name'];

/** The score at which the streak grows. */
export const STREAK_THRESHOLD = STREAK_SCORE;

export function growthStage(score: number): GrowthStage {
  let stage: GrowthStage = 'Foundation';
  for (const s of GROWTH_STAGES) if (score >= s.min) stage = s.name;
  return stage;
}

/** The next stage and the points still needed, or null at Pro. */
export function nextStage(score: number): { name: GrowthStage; pointsNeeded: number } | null {
  const next = GROWTH_STAGES.find((s) => s.min > score);
  return next ? { name: next.name, pointsNeeded: next.min - score } : null;
}

export const isGrowthStage = (v: unknown): v is GrowthStage => GROWTH_STAGES.some((s) => s.name === v);

/**
 * The stage of a session so far: the stage of its replies' mean score, so one
 * weak reply after a strong one does not swing it from Builder to Foundation.
 * Null before the first scored reply.
 */
export function sessionStage(scores: number[]): { stage: GrowthStage; average: number; next: ReturnType<typeof nextStage> } | null {
  if (scores.length === 0) return null;
  const average = Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  return { stage: growthStage(average), average, next: nextStage(average) };
}

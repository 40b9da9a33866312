// Growth stages by reply score (spec 001 §4): below 40 Foundation, 40-59
// Growing, 60-79 Builder, 80 and up Pro.

export const GROWTH_STAGES = [
  { name: 'Foundation', min: 0 },
  { name: 'Growing', min: 40 },
  { name: 'Builder', min: 60 },
  { name: 'Pro', min: 80 },
] as const;
export type GrowthStage = (typeof GROWTH_STAGES)[number]['name'];

/** The score at which the streak grows. */
export const STREAK_THRESHOLD = 80;

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

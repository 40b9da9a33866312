import { z } from 'zod';

import { CREDIT_COSTS, TEXT_LIMITS } from '@/config/business.gen';
import { UNLIMITED_CREDITS } from '@/config/constants';

import type { PitchScenario } from '../api/analyze-pitch';
import { EMPTY_PITCH } from './messages';

/** The text pitch limit (spec 001 §9). */
export const MAX_PITCH_CHARS = TEXT_LIMITS.pitch;
/** The server's limit for the buyer's situation (scenario.custom). */
export const MAX_SITUATION_CHARS = TEXT_LIMITS.pitchSituation;
export const PITCH_CREDIT_COST = CREDIT_COSTS.pitchAnalysis;
/** The practice page's recorder stops by itself after this long (spec 001 §9). */
export const PRACTICE_MAX_SECONDS = 180;

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const OBJECTIONS = ['Price', 'Trust', 'Timing', 'Authority', 'Need', 'Competition'] as const;
export const PRACTICE_INDUSTRIES = ['Technology', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Education'] as const;

export type PracticeMode = 'voice' | 'text';

/** Why 'Analyze My Pitch' is disabled, or null when it is enabled. */
export type AnalyzeBlocker = 'analyzing' | 'signedOut' | 'loadingCredits' | 'noCredits' | 'empty';

export function analyzeBlocker(input: { analyzing: boolean; signedIn: boolean; credits: number | undefined; text: string }): AnalyzeBlocker | null {
  if (input.analyzing) return 'analyzing';
  if (!input.signedIn) return 'signedOut';
  if (input.credits === undefined) return 'loadingCredits';
  if (input.credits !== UNLIMITED_CREDITS && input.credits < PITCH_CREDIT_COST) return 'noCredits';
  // Whitespace-only text keeps the button on and gets 'Please Enter Your Pitch'.
  if (input.text.length === 0) return 'empty';
  return null;
}

export type ScenarioDraft = PitchScenario;

export const emptyScenario: ScenarioDraft = { difficulty: '', objection: '', industry: '', custom: '' };

/** The text practice form: the pitch (trimmed; whitespace only is empty) and the optional buyer scenario. */
export const pitchFormSchema = z.object({
  pitch: z
    .string()
    .max(MAX_PITCH_CHARS, { error: `Keep your pitch to ${MAX_PITCH_CHARS} characters.` })
    .trim()
    .min(1, { error: EMPTY_PITCH.title }),
  scenario: z.object({
    difficulty: z.string(),
    objection: z.string(),
    industry: z.string(),
    custom: z.string().max(MAX_SITUATION_CHARS, { error: `Keep the buyer's situation to ${MAX_SITUATION_CHARS} characters.` }),
  }),
});
export type PitchFormInput = z.input<typeof pitchFormSchema>;
export type PitchFormValues = z.output<typeof pitchFormSchema>;

/** The scenario to send: null when the user described nothing. */
export function scenarioForRequest(draft: ScenarioDraft): PitchScenario | null {
  const scenario = {
    difficulty: draft.difficulty.trim(),
    objection: draft.objection.trim(),
    industry: draft.industry.trim(),
    custom: draft.custom.trim(),
  };
  return Object.values(scenario).some((v) => v !== '') ? scenario : null;
}

/** The practice industry matching the onboarding choice ('technology' → 'Technology'), if any. */
export function industryFromProfile(industry: string | null | undefined): string {
  if (!industry) return '';
  return PRACTICE_INDUSTRIES.find((i) => i.toLowerCase() === industry.toLowerCase()) ?? '';
}

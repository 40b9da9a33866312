// The coach's result shapes as the API sends them (pitch-analysis and
// demo-feedback), kept loose where providers may leave fields out.
import type { Evidence } from './highlight';

export type CategoryResult = { score: number; feedback: string };

export type Strength = { category: string; description: string; impact?: string };

export type Improvement = {
  category: string;
  description: string;
  priority?: 'high' | 'medium' | 'low' | string;
  specificSuggestion?: string;
  example?: string;
};

export type PitchMetrics = {
  wordCount?: number;
  hedgeCount?: number;
  fillerCount?: number;
  discoveryQuestions?: number;
  /** you / (you + we), 0–1. */
  customerFocus?: number;
  /** concrete, partial, vague or none. */
  nextStep?: string;
  durationSeconds?: number;
  durationEstimated?: boolean;
  buzzwordCount?: number;
  [name: string]: unknown;
};

export type PitchAnalysis = {
  overallScore: number;
  categories: Partial<Record<'clarity' | 'confidence' | 'persuasiveness' | 'tone' | 'objectionHandling', CategoryResult>>;
  recommendation?: string;
  strengths?: Strength[];
  improvements?: Improvement[];
  metrics?: PitchMetrics;
  evidence?: Evidence[];
};

export type StageResult = { score: number; quote?: string };

export type ReplyAssessment = {
  overallScore: number;
  strengths?: Strength[];
  improvements?: Improvement[];
  responseAnalysis?: {
    tone?: { rating: number; feedback?: string };
    clarity?: { rating: number };
    objectionHandling?: { rating: number; technique?: string; effectiveness?: string };
  };
  stages?: Partial<Record<'acknowledge' | 'clarify' | 'respond' | 'confirm', StageResult>>;
  evidence?: Evidence[];
};

// The coach's result shapes as the API sends them (pitch-analysis,
// demo-feedback and role-play replies): generated from the Go types
// (src/types/api.gen.ts, `make api-types`), named here as the web app knows
// them.
import type { DemoFeedbackResult, PitchAnalysisResult } from '@/types/api.gen';

export type { Category as CategoryResult, Improvement, Metrics as PitchMetrics, Stage as StageResult, Strength } from '@/types/api.gen';

/** A pitch's analysis: POST /api/functions/pitch-analysis's `analysis`. */
export type PitchAnalysis = PitchAnalysisResult['analysis'];

/** The coach's assessment of one reply (demo answers and role-play messages). */
export type ReplyAssessment = DemoFeedbackResult['assessment'];

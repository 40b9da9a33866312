import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileKeys, type Profile } from '@/lib/account/profile';
import { api, idempotencyKeyFor } from '@/lib/api-client';
import { invalidateProgress } from '@/lib/progress-keys';
import { paidCallRetryDelay, shouldRetryPaidCall } from '@/lib/react-query';
import type { TranscriptWord } from '@/lib/voice/api';
import type { PitchAnalysisResult } from '@/types/api.gen';

export type PitchScenario = {
  difficulty: string;
  objection: string;
  industry: string;
  /** The buyer's situation in free text: the coach checks the pitch against it. */
  custom: string;
};

export type AnalyzePitchInput = {
  transcript: string;
  scenario: PitchScenario | null;
  userId: string;
  /** A spoken pitch: how long it took and its words with their times (pace and pauses come from them). */
  voice?: { durationSeconds: number; words: TranscriptWord[] };
};

/**
 * POST /api/functions/pitch-analysis; `fallback` is true when the configured
 * AI failed and the built-in coach answered.
 */
export type AnalyzePitchResponse = PitchAnalysisResult;

/** Paid: one idempotency key per analysis the user asked for, reused by retries. */
export const analyzePitch = (input: AnalyzePitchInput) =>
  api.post<AnalyzePitchResponse>(
    '/functions/pitch-analysis',
    {
      transcript: input.transcript,
      practiceMode: input.voice ? 'voice' : 'text',
      scenario: input.scenario,
      userContext: { userId: input.userId },
      ...(input.voice ? { durationSeconds: input.voice.durationSeconds, words: input.voice.words } : {}),
    },
    { idempotencyKey: idempotencyKeyFor(input) },
  );

/**
 * Analyses a pitch. The server charges the credit, so on success the
 * balance it reports is shown at once and the profile, sessions and stats
 * are refetched.
 */
export function useAnalyzePitch(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzePitch,
    retry: shouldRetryPaidCall,
    retryDelay: paidCallRetryDelay,
    onSuccess: (result) => {
      if (userId) {
        queryClient.setQueryData<Profile>(profileKeys.detail(userId), (p) => (p ? { ...p, credits_remaining: result.credits_remaining } : p));
      }
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void invalidateProgress(queryClient);
    },
    onError: () => {
      // A refused request (no credits, signed out) may mean the balance on screen is stale.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileKeys } from '@/features/account/api/profile';
import type { ReplyAssessment } from '@/features/coaching/lib/types';
import { invalidateProgress } from '@/features/progress/api/progress-api';
import { api, idempotencyKeyFor } from '@/lib/api-client';
import { paidCallRetryDelay, shouldRetryPaidCall } from '@/lib/react-query';

import type { SessionData } from '../lib/crm';

export type DemoInputType = 'text' | 'voice';

/** POST /api/functions/demo-feedback. */
export type DemoFeedbackResponse = {
  feedback: string;
  fallback: boolean;
  provider: string;
  score: number;
  assessment: ReplyAssessment;
  /** Signed-in users only. */
  credits_remaining?: number;
  session_id?: string;
  saved?: boolean;
};

/** Paid for signed-in users: one idempotency key per answer, reused by retries. */
export const getDemoFeedback = (body: { response: string; inputType: DemoInputType }) =>
  api.post<DemoFeedbackResponse>('/functions/demo-feedback', body, { idempotencyKey: idempotencyKeyFor(body) });

/** Public: visitors get feedback free; a signed-in user pays and gets the session saved. */
export function useDemoFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getDemoFeedback,
    retry: shouldRetryPaidCall,
    retryDelay: paidCallRetryDelay,
    onSettled: (data) => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      if (data?.saved) void invalidateProgress(queryClient);
    },
  });
}

export const sendFeedbackEmail = (body: { email: string; sessionData: SessionData }) =>
  api.post<{ success: boolean }>('/functions/send-feedback-email', body);

export const useSendFeedbackEmail = () => useMutation({ mutationFn: sendFeedbackEmail });

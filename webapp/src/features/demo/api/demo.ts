import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileKeys } from '@/lib/account/profile';
import { api, idempotencyKeyFor } from '@/lib/api-client';
import { invalidateProgress } from '@/lib/progress-keys';
import { paidCallRetryDelay, shouldRetryPaidCall } from '@/lib/react-query';
import type { DemoFeedbackResult } from '@/types/api.gen';

import type { SessionData } from '../lib/crm';

export type DemoInputType = 'text' | 'voice';

/** POST /api/functions/demo-feedback (free for everyone); session_id and saved come to signed-in users only. */
export type DemoFeedbackResponse = DemoFeedbackResult;

/** One idempotency key per answer, reused by retries: a signed-in user's answer is saved once. */
export const getDemoFeedback = (body: { response: string; inputType: DemoInputType }) =>
  api.post<DemoFeedbackResponse>('/functions/demo-feedback', body, { idempotencyKey: idempotencyKeyFor(body) });

/** Public and free: a signed-in user also gets the session saved. */
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

/**
 * POST /api/functions/send-feedback-email. The server writes the e-mail
 * itself: a signed-in user's goes to their own verified address (a saved
 * session by id, or a demo answer); a visitor names the address and gets the
 * server's scores and advice for the answer, nothing else.
 */
export type FeedbackEmailRequest =
  | { sessionId: string; email?: undefined; sessionData?: undefined }
  | { email?: string; sessionData: Pick<SessionData, 'type' | 'response'>; sessionId?: undefined };

export const sendFeedbackEmail = (body: FeedbackEmailRequest) => api.post<{ success: boolean }>('/functions/send-feedback-email', body);

export const useSendFeedbackEmail = () => useMutation({ mutationFn: sendFeedbackEmail });

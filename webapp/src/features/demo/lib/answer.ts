// The demo's answer form and what a failed answer shows.
import { z } from 'zod';

import { TEXT_LIMITS } from '@/config/business.gen';
import { isApiError } from '@/lib/api-client';

export const MAX_ANSWER_CHARS = TEXT_LIMITS.demoAnswer;

/** The answer, trimmed; the button stays off until there is text, so empty never reaches the server. */
export const answerSchema = z.object({ answer: z.string().max(MAX_ANSWER_CHARS).trim().min(1) });
export type AnswerInput = z.input<typeof answerSchema>;
export type AnswerValues = z.output<typeof answerSchema>;

export type DemoError = { title: string; message: string; detail?: string };

/** The error panel for a failed answer (the spec's 'Something went wrong' with the server's detail). */
export function demoError(error: unknown): DemoError {
  const generic = { title: 'Something went wrong', message: 'We encountered an issue processing your response. This could be a temporary problem.' };
  if (!isApiError(error)) return generic;
  if (error.code === 'insufficient_credits') return { title: 'Insufficient Credits', message: error.message };
  if (error.status === 429) return { ...generic, detail: error.message || 'Too many requests. Please try again later.' };
  return { ...generic, detail: error.message };
}

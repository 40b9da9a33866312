import { isApiError } from '@/lib/api-client';

export type Message = { title: string; description: string };

// The spec's pitch-analysis messages (001 §5, §8).
export const EMPTY_PITCH: Message = { title: 'Please Enter Your Pitch', description: 'Type your pitch in the text area before submitting.' };
export const INSUFFICIENT_CREDITS: Message = { title: 'Insufficient Credits', description: 'You need at least 1 credit to analyze a pitch.' };
export const AUTH_REQUIRED: Message = { title: 'Authentication Required', description: 'Please log in to analyze your pitch.' };
export const BACKUP_MODE: Message = { title: 'Analysis Complete (Backup Mode)', description: 'AI analysis unavailable, using backup scoring system.' };
export const ANALYSIS_FAILED: Message = { title: 'Analysis Failed', description: 'Failed to analyze your pitch. Please try again.' };
export const SAVE_ERROR: Message = { title: 'Save Error', description: "Practice completed but couldn't save to your progress. Your credits were still used." };
export const PROGRESS_SAVED: Message = { title: 'Progress Saved', description: 'Your practice session has been saved to your dashboard!' };

/** The message for a failed pitch analysis. */
export function analysisErrorMessage(error: unknown): Message {
  if (!isApiError(error)) return ANALYSIS_FAILED;
  if (error.status === 401) return AUTH_REQUIRED;
  switch (error.code) {
    case 'empty_pitch':
      return EMPTY_PITCH;
    case 'insufficient_credits':
      return INSUFFICIENT_CREDITS;
    case 'too_long':
      return { title: 'Pitch Too Long', description: error.message };
    case 'rate_limited':
      return { title: 'Too Many Requests', description: error.message || 'Too many requests. Please try again later.' };
  }
  if (error.status === 429) return { title: 'Too Many Requests', description: 'Too many requests. Please try again later.' };
  return ANALYSIS_FAILED;
}

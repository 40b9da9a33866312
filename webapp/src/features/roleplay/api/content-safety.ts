import { useQuery } from '@tanstack/react-query';

import { SAFETY_WARNING_SCORE } from '@/config/business.gen';
import { api } from '@/lib/api-client';
import type { ContentSafetyParams, ContentSafetyResult } from '@/types/api.gen';

export type { ContentSafetyResult };

export const validateContentSafety = (content: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.post<ContentSafetyResult>('/rpc/validate_content_safety', { p_content: content } satisfies ContentSafetyParams, { signal });

/** Content safety scores below this get a caution (spec 001 §9), as the server warns. */
export { SAFETY_WARNING_SCORE };

/**
 * An early check of free text a user is writing (the server checks again
 * when it is used). Runs only for signed-in users and non-empty text; pass
 * text that has settled (debounced).
 */
export function useContentSafety(content: string, enabled: boolean) {
  const text = content.trim();
  return useQuery({
    queryKey: ['content-safety', text],
    queryFn: ({ signal }) => validateContentSafety(text, { signal }),
    enabled: enabled && text !== '',
    staleTime: Infinity,
    retry: false,
  });
}

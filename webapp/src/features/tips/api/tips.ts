import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { TipsReply } from '@/types/api.gen';

export type { PersonalizedTips, Tip, TipFocus, TipsReply } from '@/types/api.gen';

/** GET /api/tips: public; with the user's token it also carries their personalised tips. */
export const getTips = (signal?: AbortSignal) => api.get<TipsReply>('/tips', { signal });

export const tipsKeys = { forUser: (userId: string | undefined) => ['tips', userId ?? 'anonymous'] as const };

/** The library (and, signed in, the personalised tips); keyed by user so sign-in refetches. */
export const useTips = (userId: string | undefined) =>
  useQuery({
    queryKey: tipsKeys.forUser(userId),
    queryFn: ({ signal }) => getTips(signal),
    staleTime: 5 * 60_000,
  });

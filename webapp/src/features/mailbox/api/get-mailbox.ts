import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One e-mail the local server would have sent (confirmation or reset code). */
export type MailboxMessage = { id: string; to: string; subject: string; body: string; code?: string; at: string };

export const mailboxKeys = { all: ['mailbox'] as const, list: (to: string) => ['mailbox', to] as const };

/** GET /api/dev/mailbox?to=…, newest first (local server only). */
export const getMailbox = (to: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ messages: MailboxMessage[] }>(`/dev/mailbox?to=${encodeURIComponent(to)}`, { signal });

export const MAILBOX_POLL_MS = 3000;

export const mailboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: mailboxKeys.list(to),
    queryFn: ({ signal }) => getMailbox(to, { signal }).then((r) => r.messages ?? []),
    staleTime: 0,
    refetchInterval: MAILBOX_POLL_MS,
  });

export const useMailbox = (to: string, enabled: boolean) => useQuery({ ...mailboxQueryOptions(to), enabled });

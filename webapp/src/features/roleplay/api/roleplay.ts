import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileKeys, type Profile } from '@/lib/account/profile';
import { api, idempotencyKeyFor } from '@/lib/api-client';
import { paidCallRetryDelay, shouldRetryPaidCall } from '@/lib/react-query';
import type { RoleplayReply } from '@/types/api.gen';

import type { RoleplayMode, RoleplayScenario, VoiceStyle } from '../lib/scenarios';

/** A chat line as the server keeps it. */
export type ServerMessage = { id: string; text: string; sender: 'ai' | 'user'; timestamp: string };

export type StartRoleplayInput = {
  scenario: RoleplayScenario;
  voiceStyle: VoiceStyle;
  userScript: string;
  mode: RoleplayMode;
};

export type StartRoleplayResult = {
  session_id: string;
  opening: ServerMessage[];
  scenario: { title: string; persona: string; objection: string; difficulty: string; industry: string; custom: string };
};

/** POST /api/roleplay/start: a new session with the buyer's two opening lines (free). */
export const startRoleplay = ({ scenario, ...rest }: StartRoleplayInput) =>
  api.post<StartRoleplayResult>('/roleplay/start', {
    scenario: {
      title: scenario.title ?? '',
      difficulty: scenario.difficulty,
      objection: scenario.objection,
      industry: scenario.industry,
      custom: scenario.custom,
    },
    ...rest,
  });

export type { Improvement, Strength } from '@/types/api.gen';

/** The coach's assessment of the rep's last message. */
export type Feedback = NonNullable<RoleplayReply['feedback']>;

/**
 * POST /api/functions/roleplay-ai-response; feedback is null when the message
 * was refused; transcript is what the server heard when the reply was spoken.
 */
export type { RoleplayReply } from '@/types/api.gen';

export type RoleplayReplyInput = {
  sessionId: string;
  /** The server keeps the conversation (the session's transcript): only the new message is sent. */
  userInput: string;
  /** A spoken reply: the recording (base64) and its format hint; userInput is then empty and the server transcribes. */
  audio?: string;
  format?: string;
};

/**
 * POST /api/functions/roleplay-ai-response: the buyer's answer and the coach's
 * feedback. Paid: one idempotency key per message sent, reused by retries.
 */
export const sendRoleplayReply = (input: RoleplayReplyInput) =>
  api.post<RoleplayReply>(
    '/functions/roleplay-ai-response',
    { ...input, isReversedRole: true },
    { idempotencyKey: idempotencyKeyFor(input) },
  );

export const useStartRoleplay = () => useMutation({ mutationFn: startRoleplay });

/** Sends a reply; the credit balance and streak in the profile follow the server's answer. */
export function useRoleplayReply(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRoleplayReply,
    retry: shouldRetryPaidCall,
    retryDelay: paidCallRetryDelay,
    onSuccess: (reply) => {
      if (!userId) return;
      queryClient.setQueryData<Profile>(profileKeys.detail(userId), (old) =>
        old
          ? {
              ...old,
              ...(typeof reply.credits_remaining === 'number' ? { credits_remaining: reply.credits_remaining } : {}),
              ...(typeof reply.streak === 'number' ? { streak: reply.streak } : {}),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
    },
    onError: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
    },
  });
}

import { useCallback, useEffect, useState } from 'react';

import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { audioFormat, checkRecording, transcriptionErrorMessage } from '@/lib/voice/api';
import { blobToBase64 } from '@/lib/voice/base64';

import { useRoleplayReply, type RoleplayReplyInput, type ServerMessage } from '../api/roleplay';
import { localId, type ChatMessage, type TurnResult } from '../lib/chat';
import { AI_ERROR_DESCRIPTION, AI_ERROR_TOAST, FALLBACK_APOLOGY, OPENING_DELAY_MS } from '../lib/constants';
import { growthStage } from '../lib/growth';

export type ChatError = { code: string; message: string };

/** The error codes of the voice path: they get the spec's voice-processing messages. */
const VOICE_ERROR_CODES = new Set(['no_audio', 'no_speech', 'audio_too_large', 'invalid_audio', 'unsupported_audio', 'unreadable_audio', 'rate_limited', 'speech_unavailable']);

/** The message for a failed spoken reply: the spec's words for voice failures, the server's for the rest (credits, session). */
export function spokenErrorMessage(err: unknown): string {
  if (isApiError(err) && !VOICE_ERROR_CODES.has(err.code) && err.status !== 413) return errorMessage(err);
  return transcriptionErrorMessage(err);
}

type Options = { sessionId: string; opening: ServerMessage[]; userId: string | undefined };

/**
 * A live role-play: the opening lines (the second after 1 s), sending the
 * rep's replies (typed or spoken), the buyer's answers and the coach's feedback per reply. The
 * feedback shown beside the conversation is the newest reply's, until the rep picks another.
 */
export function useRoleplayChat({ sessionId, opening, userId }: Options) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => opening.slice(0, 1));
  const [openingDone, setOpeningDone] = useState(opening.length <= 1);
  const [turns, setTurns] = useState<Record<string, TurnResult>>({});
  /** The scored replies' message ids, oldest first. */
  const [turnOrder, setTurnOrder] = useState<string[]>([]);
  const [selectedTurnId, setSelectedTurnId] = useState<string | null>(null);
  const [error, setError] = useState<ChatError | null>(null);
  const [sessionXp, setSessionXp] = useState(0);
  const reply = useRoleplayReply(userId);
  // The second opening line follows the first after a second.
  useEffect(() => {
    if (opening.length <= 1) return;
    const id = window.setTimeout(() => {
      setMessages((ms) => [...ms, ...opening.slice(1)]);
      setOpeningDone(true);
    }, OPENING_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [opening]);

  const replying = reply.isPending || !openingDone;

  /**
   * Sends one reply of the rep (typed text, or a recording the server
   * transcribes) and shows the buyer's answer; resolves true when the buyer
   * answered. A spoken reply shows as a pending message until the server says
   * what it heard.
   */
  const deliver = useCallback(
    async (mine: ChatMessage, input: Omit<RoleplayReplyInput, 'sessionId'>, describeError: (err: unknown) => string): Promise<boolean> => {
      setError(null);
      setMessages((ms) => [...ms, mine]);
      try {
        const res = await reply.mutateAsync({ sessionId, ...input });
        const now = new Date().toISOString();
        const userText = mine.spoken ? (res.transcript?.text ?? '').trim() : mine.text;
        const inputBlocked = res.blocked && !res.feedback;
        const added: ChatMessage[] = [];
        if (res.fallback) {
          toast({ title: AI_ERROR_TOAST, description: AI_ERROR_DESCRIPTION, variant: 'destructive' });
          added.push({ id: localId('apology'), text: FALLBACK_APOLOGY, sender: 'ai', timestamp: now, kind: 'apology' });
        }
        added.push({ id: localId('ai'), text: res.response, sender: 'ai', timestamp: now, confidence: res.confidence });
        const settled: ChatMessage = {
          ...mine,
          text: userText,
          pending: undefined,
          blocked: inputBlocked || undefined,
          spoken: mine.spoken ? { durationSeconds: res.transcript?.durationSeconds } : undefined,
        };
        setMessages((ms) => [...ms.map((m) => (m.id === mine.id ? settled : m)), ...added]);
        if (res.feedback) {
          const turn: TurnResult = {
            messageId: mine.id,
            userText,
            feedback: res.feedback,
            xp: res.xp ?? 0,
            growthStage: res.growth_stage ?? growthStage(res.feedback.overallScore),
            streak: res.streak,
          };
          setTurns((ts) => ({ ...ts, [mine.id]: turn }));
          setTurnOrder((ids) => [...ids, mine.id]);
          setSelectedTurnId(mine.id);
          setSessionXp((xp) => xp + turn.xp);
        }
        return true;
      } catch (err) {
        setMessages((ms) => ms.filter((m) => m.id !== mine.id));
        setError({ code: isApiError(err) ? err.code : 'unknown', message: describeError(err) });
        return false;
      }
    },
    [reply, sessionId],
  );

  /** Sends a typed reply; resolves true when the buyer answered. */
  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (text === '' || reply.isPending) return false;
      const mine: ChatMessage = { id: localId('user'), text, sender: 'user', timestamp: new Date().toISOString() };
      return deliver(mine, { userInput: text }, errorMessage);
    },
    [reply.isPending, deliver],
  );

  /** Sends a spoken reply (2 credits, charged by the server only when the buyer answered); resolves true when the buyer answered. */
  const sendSpoken = useCallback(
    async (recording: Blob): Promise<boolean> => {
      if (reply.isPending) return false;
      const refused = checkRecording(recording);
      if (refused) {
        setError({ code: refused.code, message: refused.message });
        return false;
      }
      let audio: string;
      try {
        audio = await blobToBase64(recording);
      } catch (err) {
        setError({ code: 'unreadable_audio', message: spokenErrorMessage(err) });
        return false;
      }
      const mine: ChatMessage = { id: localId('user'), text: '', sender: 'user', timestamp: new Date().toISOString(), spoken: {}, pending: true };
      return deliver(mine, { userInput: '', audio, format: audioFormat(recording.type) }, spokenErrorMessage);
    },
    [reply.isPending, deliver],
  );

  const selectTurn = useCallback((turnId: string) => setSelectedTurnId(turnId), []);
  const clearError = useCallback(() => setError(null), []);

  return {
    messages,
    turns,
    /** The scored replies, oldest first. */
    scoredTurns: turnOrder.map((id) => turns[id]!).filter(Boolean),
    /** The reply whose feedback is shown: the newest unless the rep picked another. */
    selectedTurn: selectedTurnId ? turns[selectedTurnId] : undefined,
    selectTurn,
    userMessageCount: messages.filter((m) => m.sender === 'user').length,
    replying,
    waitingForBuyer: reply.isPending,
    send,
    sendSpoken,
    error,
    clearError,
    sessionXp,
  };
}

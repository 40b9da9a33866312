import { useCallback, useEffect, useRef, useState } from 'react';

import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';

import { useRoleplayReply, type ServerMessage } from '../api/roleplay';
import { localId, type ChatMessage, type TurnResult } from '../lib/chat';
import { AI_ERROR_DESCRIPTION, AI_ERROR_TOAST, FALLBACK_APOLOGY, OPENING_DELAY_MS, REFLECTION_DELAY_MS } from '../lib/constants';
import { growthStage } from '../lib/growth';

export type ChatError = { code: string; message: string };

/** The overlay after a reply: the reflection first, then the growth report. */
export type Overlay = { turnId: string; phase: 'reflection' | 'report' } | null;

type Options = { sessionId: string; opening: ServerMessage[]; userId: string | undefined };

/**
 * A live role-play: the opening lines (the second after 1 s), sending the
 * rep's replies, the buyer's answers, the coach's feedback per reply and the
 * overlay that follows each scored reply after 0.8 s.
 */
export function useRoleplayChat({ sessionId, opening, userId }: Options) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => opening.slice(0, 1));
  const [openingDone, setOpeningDone] = useState(opening.length <= 1);
  const [turns, setTurns] = useState<Record<string, TurnResult>>({});
  const [lastTurnId, setLastTurnId] = useState<string | null>(null);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [error, setError] = useState<ChatError | null>(null);
  const [sessionXp, setSessionXp] = useState(0);
  const reply = useRoleplayReply(userId);
  const timers = useRef<number[]>([]);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

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

  /** Sends the rep's message; resolves true when the buyer answered. */
  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (text === '' || reply.isPending) return false;
      setError(null);
      const mine: ChatMessage = { id: localId('user'), text, sender: 'user', timestamp: new Date().toISOString() };
      setMessages((ms) => [...ms, mine]);
      try {
        const res = await reply.mutateAsync({ sessionId, userInput: text });
        const now = new Date().toISOString();
        const inputBlocked = res.blocked && !res.feedback;
        const added: ChatMessage[] = [];
        if (res.fallback) {
          toast({ title: AI_ERROR_TOAST, description: AI_ERROR_DESCRIPTION, variant: 'destructive' });
          added.push({ id: localId('apology'), text: FALLBACK_APOLOGY, sender: 'ai', timestamp: now, kind: 'apology' });
        }
        added.push({ id: localId('ai'), text: res.response, sender: 'ai', timestamp: now, confidence: res.confidence });
        setMessages((ms) => [...ms.map((m) => (m.id === mine.id && inputBlocked ? { ...m, blocked: true } : m)), ...added]);
        if (res.feedback) {
          const turn: TurnResult = {
            messageId: mine.id,
            userText: text,
            feedback: res.feedback,
            xp: res.xp ?? 0,
            growthStage: res.growth_stage ?? growthStage(res.feedback.overallScore),
            streak: res.streak,
          };
          setTurns((ts) => ({ ...ts, [mine.id]: turn }));
          setLastTurnId(mine.id);
          setSessionXp((xp) => xp + turn.xp);
          later(() => setOverlay({ turnId: mine.id, phase: 'reflection' }), REFLECTION_DELAY_MS);
        }
        return true;
      } catch (err) {
        setMessages((ms) => ms.filter((m) => m.id !== mine.id));
        setError({ code: isApiError(err) ? err.code : 'unknown', message: errorMessage(err) });
        return false;
      }
    },
    [reply, sessionId, later],
  );

  const reveal = useCallback(() => setOverlay((o) => (o ? { ...o, phase: 'report' } : o)), []);
  const openReport = useCallback((turnId: string) => setOverlay({ turnId, phase: 'report' }), []);
  const closeOverlay = useCallback(() => setOverlay(null), []);
  const clearError = useCallback(() => setError(null), []);

  return {
    messages,
    turns,
    lastTurn: lastTurnId ? turns[lastTurnId] : undefined,
    userMessageCount: messages.filter((m) => m.sender === 'user').length,
    replying,
    waitingForBuyer: reply.isPending,
    send,
    error,
    clearError,
    overlay,
    reveal,
    openReport,
    closeOverlay,
    sessionXp,
  };
}

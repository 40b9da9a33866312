import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { MoreCredits } from '@/components/credits/more-credits';
import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UNLIMITED_CREDITS } from '@/config/constants';
import { useAccount } from '@/lib/account/use-account';

import type { ServerMessage, StartRoleplayResult } from '../api/roleplay';
import { useBuyerVoice } from '../hooks/use-buyer-voice';
import { useRoleplayChat } from '../hooks/use-roleplay-chat';
import { useVoiceReply } from '../hooks/use-voice-reply';
import { startersFor, STARTERS_MAX_USER_MESSAGES } from '../lib/constants';
import { costText, isVoiceMode, MODES, replySchema, voiceStyleName, type ReplyInput, type RoleplayMode, type VoiceStyle } from '../lib/scenarios';
import { ChatMessage, TypingIndicator } from './chat-message';
import { GrowthReport } from './growth-report';
import { MessageComposer } from './message-composer';
import { CaptureStatus, MicButton, SpeakerToggle } from './voice-reply';

export type ActiveSession = {
  id: string;
  opening: ServerMessage[];
  scenario: StartRoleplayResult['scenario'];
  mode: RoleplayMode;
  /** The buyer's voice (and persona). */
  voiceStyle: VoiceStyle;
  /** 0..100. */
  volume: number;
  /** The server speaks the buyer's lines (GET /api/config has a text-to-speech engine); else the browser's voice does. */
  serverVoice: boolean;
};

type Props = { session: ActiveSession; onBack: () => void };

/** The live role-play: chat with the buyer, the coach's feedback on every reply beside it (below it on a phone). */
export function RoleplaySession({ session, onBack }: Props) {
  const { user, creditsRemaining, profile } = useAccount();
  const chat = useRoleplayChat({ sessionId: session.id, opening: session.opening, userId: user?.id });
  const reply = useForm<ReplyInput>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });
  const logRef = useRef<HTMLOListElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const buyerName = voiceStyleName(session.scenario.persona);
  const { scenario } = session;
  const voice = isVoiceMode(session.mode);
  const buyerVoice = useBuyerVoice({ enabled: voice, volume: session.volume, voiceId: session.voiceStyle, serverVoice: session.serverVoice });
  const mic = useVoiceReply({ send: chat.sendSpoken, onStart: buyerVoice.stop });

  // Every buyer line is spoken as it appears (the opening too), when the speaker is on; none twice.
  const spokenIds = useRef(new Set<string>());
  const { say } = buyerVoice;
  useEffect(() => {
    for (const m of chat.messages) {
      if (m.sender !== 'ai' || m.kind === 'apology' || spokenIds.current.has(m.id)) continue;
      spokenIds.current.add(m.id);
      say(m.text);
    }
  }, [chat.messages, say]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, chat.waitingForBuyer]);

  // The box empties at once; a reply that did not go through comes back, unless something new was typed.
  const send = reply.handleSubmit(async () => {
    const text = reply.getValues('message');
    if (chat.replying) return;
    reply.reset({ message: '' });
    const ok = await chat.send(text);
    if (!ok && reply.getValues('message') === '') reply.setValue('message', text);
  });

  const micButton = (large: boolean) => (
    <MicButton phase={mic.phase} requesting={mic.requesting} disabled={chat.replying} onToggle={mic.toggle} large={large} />
  );
  const micStatus = (className: string) => (
    <CaptureStatus
      phase={mic.phase}
      requesting={mic.requesting}
      error={mic.error}
      elapsedSeconds={mic.elapsedSeconds}
      level={mic.level}
      hint={chat.replying ? `Wait for ${buyerName} to finish…` : session.mode === 'voice' ? 'Tap the mic and answer the buyer out loud.' : 'Tap the mic to say your reply, or type it.'}
      onDismiss={mic.dismiss}
      className={className}
    />
  );

  const showStarters = chat.userMessageCount <= STARTERS_MAX_USER_MESSAGES && !chat.waitingForBuyer;
  const credits = creditsRemaining === UNLIMITED_CREDITS ? 'Unlimited' : (creditsRemaining ?? '–');
  // A reply's "Feedback" link shows its feedback in the panel, and brings the panel into view (it is below the conversation on a phone), smoothly unless motion is reduced.
  const showFeedback = (messageId: string) => {
    chat.selectTurn(messageId);
    const still = document.documentElement.classList.contains('reduce-motion') || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" onClick={onBack}>
          ← Back to setup
        </Button>
        <p className="text-sm" data-testid="roleplay-credits">
          Credits: <span className="font-semibold">{credits}</span>
          <span className="text-muted-foreground"> · {costText(session.mode)}</span>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{scenario.title}</h1>
        <Badge>{scenario.difficulty}</Badge>
        <Badge>{scenario.objection}</Badge>
        <Badge>{scenario.industry}</Badge>
        <Badge>{buyerName}</Badge>
        <Badge>{MODES.find((m) => m.value === session.mode)?.label}</Badge>
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="flex h-[calc(100dvh-21rem)] min-h-[26rem] min-w-0 flex-col p-0! lg:h-[calc(100dvh-13rem)]">
          {voice && (
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2 text-xs text-muted-foreground">
              <span data-testid="buyer-voice" data-status={buyerVoice.status} data-played={buyerVoice.played.clips} data-played-seconds={buyerVoice.played.lastSeconds.toFixed(2)}>
                {buyerVoice.status === 'loading'
                  ? `${buyerName} is about to speak…`
                  : buyerVoice.status === 'playing' || buyerVoice.status === 'browser'
                    ? `${buyerName} is speaking…`
                    : buyerVoice.speaker
                      ? `You hear ${buyerName} at ${session.volume}% volume.`
                      : `${buyerName}'s voice is off: read the replies.`}
              </span>
              <SpeakerToggle on={buyerVoice.speaker} volume={session.volume} onToggle={buyerVoice.toggleSpeaker} />
            </div>
          )}
          <ol ref={logRef} role="log" aria-label="Conversation" aria-live="polite" className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
            {chat.messages.map((m) => (
              <ChatMessage
                key={m.id}
                message={m}
                buyerName={buyerName}
                turn={chat.turns[m.id]}
                onOpenFeedback={chat.turns[m.id] ? () => showFeedback(m.id) : undefined}
              />
            ))}
            {chat.replying && <TypingIndicator buyerName={buyerName} />}
          </ol>
          {chat.error && (
            <div className="px-3 pb-2">
              <Banner tone="error" onDismiss={chat.clearError}>
                {chat.error.message}
                {chat.error.code === 'insufficient_credits' && <MoreCredits className="mt-1 text-sm" />}
                {chat.error.code === 'session_changed' && (
                  <>
                    {' '}
                    <Button variant="link" onClick={onBack}>
                      Start a new session
                    </Button>
                  </>
                )}
              </Banner>
            </div>
          )}
          {showStarters && (
            <div className="px-3 pb-1">
              {session.mode === 'voice' ? (
                <>
                  <p className="text-xs text-muted-foreground">Not sure how to start? Try saying something like:</p>
                  <ul className="mt-1 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
                    {startersFor(scenario.objection).map((s) => (
                      <li key={s} className="w-56 shrink-0 rounded-2xl border border-dashed border-border px-3 py-1 text-xs text-muted-foreground sm:w-auto sm:shrink">
                        “{s}”
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <>
                  <p className="text-xs text-muted-foreground">Not sure how to start? Pick an example and make it yours:</p>
                  <div className="mt-1 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
                    {startersFor(scenario.objection).map((s) => (
                      <button
                        key={s}
                        type="button"
                        onClick={() => reply.setValue('message', s)}
                        className="w-56 shrink-0 rounded-2xl border border-border bg-card px-3 py-1 text-left text-xs hover:bg-muted sm:w-auto sm:shrink"
                      >
                        {s}
                      </button>
                    ))}
                  </div>
                </>
              )}
            </div>
          )}
          {session.mode === 'voice' ? (
            <div className="flex flex-col items-center gap-2 border-t border-border p-4">
              {micButton(true)}
              {micStatus('text-center justify-center')}
            </div>
          ) : (
            <Controller
              control={reply.control}
              name="message"
              render={({ field }) => (
                <MessageComposer
                  value={field.value}
                  onChange={field.onChange}
                  onSend={() => void send()}
                  replying={chat.replying || mic.phase === 'listening' || mic.phase === 'processing'}
                  mic={voice ? micButton(false) : undefined}
                  micStatus={voice ? micStatus('mb-2') : undefined}
                />
              )}
            />
          )}
        </Card>

        <aside className="min-w-0 lg:h-[calc(100dvh-13rem)] lg:overflow-y-auto">
          <GrowthReport
            ref={panelRef}
            turns={chat.scoredTurns}
            selected={chat.selectedTurn}
            onSelect={chat.selectTurn}
            sessionXp={chat.sessionXp}
            streak={profile.data?.streak}
            bestStreak={profile.data?.best_streak}
          />
        </aside>
      </div>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UNLIMITED_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account/use-account';

import type { ServerMessage, StartRoleplayResult } from '../api/roleplay';
import { useRoleplayChat } from '../hooks/use-roleplay-chat';
import { scoreMessage, startersFor, STARTERS_MAX_USER_MESSAGES } from '../lib/constants';
import { creditCost, MODES, replySchema, voiceStyleName, type ReplyInput, type RoleplayMode } from '../lib/scenarios';
import { ChatMessage, TypingIndicator } from './chat-message';
import { GrowthReport } from './growth-report';
import { MessageComposer } from './message-composer';
import { ReflectionOverlay } from './reflection-overlay';

export type ActiveSession = {
  id: string;
  opening: ServerMessage[];
  scenario: StartRoleplayResult['scenario'];
  mode: RoleplayMode;
  volume: number;
};

type Props = { session: ActiveSession; onBack: () => void };

/** The live role-play: chat with the buyer, coaching after every reply. */
export function RoleplaySession({ session, onBack }: Props) {
  const navigate = useNavigate();
  const { user, creditsRemaining, profile } = useAccount();
  const chat = useRoleplayChat({ sessionId: session.id, opening: session.opening, userId: user?.id });
  const reply = useForm<ReplyInput>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });
  const [speaker, setSpeaker] = useState(true);
  const logRef = useRef<HTMLOListElement>(null);
  const buyerName = voiceStyleName(session.scenario.persona);
  const cost = creditCost(session.mode);
  const { scenario } = session;

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

  const overlayTurn = chat.overlay ? chat.turns[chat.overlay.turnId] : undefined;
  const showStarters = chat.userMessageCount <= STARTERS_MAX_USER_MESSAGES && !chat.waitingForBuyer;
  const credits = creditsRemaining === UNLIMITED_CREDITS ? 'Unlimited' : (creditsRemaining ?? '–');
  const last = chat.lastTurn;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" onClick={onBack}>
          ← Back to setup
        </Button>
        <p className="text-sm" data-testid="roleplay-credits">
          Credits: <span className="font-semibold">{credits}</span>
          <span className="text-muted-foreground"> · {cost === 1 ? '1 credit' : `${cost} credits`} per reply</span>
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

      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
        <Card className="flex h-[calc(100dvh-21rem)] min-h-[26rem] min-w-0 flex-col p-0! lg:h-[calc(100dvh-13rem)]">
          {session.mode !== 'text' && (
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2 text-xs text-muted-foreground">
              <span>Voice capture and the buyer's voice arrive with the voice update. Type your replies for now.</span>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={speaker}
                onClick={() => setSpeaker((s) => !s)}
                title="Playback arrives with the voice update; this keeps your choice for then."
              >
                {speaker ? `Speaker on · ${session.volume}%` : 'Speaker off'}
              </Button>
            </div>
          )}
          <ol ref={logRef} role="log" aria-label="Conversation" aria-live="polite" className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
            {chat.messages.map((m) => (
              <ChatMessage
                key={m.id}
                message={m}
                buyerName={buyerName}
                turn={chat.turns[m.id]}
                onOpenFeedback={chat.turns[m.id] ? () => chat.openReport(m.id) : undefined}
              />
            ))}
            {chat.replying && <TypingIndicator buyerName={buyerName} />}
          </ol>
          {chat.error && (
            <div className="px-3 pb-2">
              <Banner tone="error" onDismiss={chat.clearError}>
                {chat.error.message}
                {chat.error.code === 'insufficient_credits' && (
                  <>
                    {' '}
                    <ButtonLink to={paths.dashboard.getHref()} variant="link" className="text-sm">
                      Get more credits
                    </ButtonLink>
                  </>
                )}
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
            </div>
          )}
          <Controller
            control={reply.control}
            name="message"
            render={({ field }) => (
              <MessageComposer value={field.value} onChange={field.onChange} onSend={() => void send()} replying={chat.replying} mode={session.mode} />
            )}
          />
        </Card>

        <aside className="space-y-4">
          <Card>
            <h2 className="font-semibold">Coach feedback</h2>
            {last ? (
              <div className="mt-2 text-sm" data-testid="latest-feedback">
                <p>
                  <span className="text-2xl font-bold">{last.feedback.overallScore}</span>
                  <span className="text-muted-foreground">/100 · {scoreMessage(last.feedback.overallScore)}</span>
                </p>
                {last.feedback.strengths?.[0] && <p className="mt-2">✓ {last.feedback.strengths[0].description}</p>}
                {last.feedback.improvements?.[0] && (
                  <p className="mt-2">
                    → {last.feedback.improvements[0].description}{' '}
                    <span className="text-muted-foreground">{last.feedback.improvements[0].specificSuggestion}</span>
                  </p>
                )}
                <Button variant="link" className="mt-2" onClick={() => chat.openReport(last.messageId)}>
                  Open the growth report
                </Button>
              </div>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">Reply to the buyer: after each answer the coach scores it and tells you what to try next.</p>
            )}
          </Card>
          <Card>
            <h2 className="font-semibold">This session</h2>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted-foreground">Replies scored</dt>
              <dd className="text-right font-medium">{Object.keys(chat.turns).length}</dd>
              <dt className="text-muted-foreground">XP</dt>
              <dd className="text-right font-medium">{chat.sessionXp}</dd>
              <dt className="text-muted-foreground">Streak</dt>
              <dd className="text-right font-medium">{last?.streak ?? profile.data?.streak ?? 0}</dd>
              <dt className="text-muted-foreground">Best streak</dt>
              <dd className="text-right font-medium">{profile.data?.best_streak ?? '–'}</dd>
            </dl>
          </Card>
        </aside>
      </div>

      {chat.overlay && overlayTurn && chat.overlay.phase === 'reflection' && (
        <ReflectionOverlay key={chat.overlay.turnId} userText={overlayTurn.userText} onReveal={chat.reveal} onClose={chat.closeOverlay} />
      )}
      {chat.overlay && overlayTurn && chat.overlay.phase === 'report' && (
        <GrowthReport
          turn={overlayTurn}
          sessionXp={chat.sessionXp}
          onContinue={chat.closeOverlay}
          onNextChallenge={() => {
            chat.closeOverlay();
            navigate(paths.aiRoleplay.getHref());
          }}
        />
      )}
    </div>
  );
}

import { MicIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { scoreTone, toneText } from '@/lib/coaching/score';

import type { ChatMessage as Message, TurnResult } from '../lib/chat';
import { BLOCKED_INPUT_NOTE, CONFIDENCE_WARNING } from '../lib/constants';

/** Whether an AI message gets the low-confidence marker. */
export const showsConfidenceWarning = (m: Pick<Message, 'sender' | 'confidence'>) =>
  m.sender === 'ai' && typeof m.confidence === 'number' && m.confidence < CONFIDENCE_WARNING;

type Props = { message: Message; buyerName: string; turn?: TurnResult; onOpenFeedback?: () => void };

export function ChatMessage({ message, buyerName, turn, onOpenFeedback }: Props) {
  const mine = message.sender === 'user';
  const apology = message.kind === 'apology';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-testid={mine ? 'user-message' : apology ? 'apology-message' : 'ai-message'}>
      <span className="mb-1 text-xs font-medium text-muted-foreground">{mine ? 'You' : buyerName}</span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap break-words shadow-sm',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm border border-border bg-card',
          apology && 'border-dashed italic text-muted-foreground',
          message.blocked && 'opacity-70',
        )}
      >
        {message.pending ? (
          <span className="inline-flex items-center gap-2 italic opacity-90" data-testid="pending-voice">
            <MicIcon /> Sending your spoken reply…
          </span>
        ) : (
          message.text
        )}
      </div>
      {message.spoken && !message.pending && (
        <span className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="spoken-marker" title="What the server heard you say">
          <MicIcon aria-hidden="true" /> Spoken{message.spoken.durationSeconds ? ` · ${Math.round(message.spoken.durationSeconds)} s` : ''} · transcribed
        </span>
      )}
      {showsConfidenceWarning(message) && (
        <span
          data-testid="confidence-warning"
          title="The AI buyer is not sure this reply fits what you said. Rephrase or add detail if it misses the point."
          className="mt-1 inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <span aria-hidden="true">⚠</span> Low AI confidence ({message.confidence}%)
        </span>
      )}
      {message.blocked && <span className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">{BLOCKED_INPUT_NOTE}</span>}
      {turn && onOpenFeedback && (
        <button type="button" onClick={onOpenFeedback} className={cn('mt-1 text-xs font-medium underline underline-offset-4', toneText[scoreTone(turn.feedback.overallScore)])}>
          Feedback: {turn.feedback.overallScore}/100
        </button>
      )}
    </li>
  );
}

export function TypingIndicator({ buyerName }: { buyerName: string }) {
  return (
    <li className="flex items-center gap-2 text-xs text-muted-foreground" role="status">
      <span className="flex gap-1" aria-hidden="true">
        <span className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground" />
      </span>
      {buyerName} is typing…
    </li>
  );
}

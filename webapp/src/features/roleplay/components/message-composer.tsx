import { useId, type KeyboardEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

import { MAX_MESSAGE_CHARS } from '../lib/scenarios';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** The buyer is answering (or the opening is still arriving). */
  replying: boolean;
  /** Voice + Text: the mic button before the box, and what the mic is doing above it. */
  mic?: ReactNode;
  micStatus?: ReactNode;
};

/** The reply box: Enter sends, Shift+Enter starts a new line; Send is off while empty or replying. */
export function MessageComposer({ value, onChange, onSend, replying, mic, micStatus }: Props) {
  const id = useId();
  const canSend = value.trim() !== '' && !replying;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  const count = value.length;
  return (
    <div className="border-t border-border p-3">
      <label htmlFor={id} className="sr-only">
        Your reply
      </label>
      {micStatus}
      <div className="flex items-end gap-2">
        {mic}
        <textarea
          id={id}
          rows={2}
          value={value}
          maxLength={MAX_MESSAGE_CHARS}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={mic ? 'Type your reply, or tap the mic and say it…' : 'Type your reply to the buyer…'}
          aria-describedby={`${id}-hint`}
          className={cn(inputClasses, 'min-h-[2.75rem] flex-1 resize-none')}
        />
        <Button onClick={onSend} disabled={!canSend} aria-label="Send message">
          Send
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
        <span>Enter sends · Shift+Enter for a new line</span>
        {count > MAX_MESSAGE_CHARS * 0.8 && (
          <span>
            {count}/{MAX_MESSAGE_CHARS}
          </span>
        )}
      </p>
    </div>
  );
}

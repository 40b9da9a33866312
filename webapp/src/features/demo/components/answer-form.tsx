import { useId, type FormEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import { MAX_ANSWER_CHARS, type AnswerInput, type AnswerValues } from '../lib/answer';

type AnswerFormProps = {
  /** The page keeps the form: Try Again keeps the answer, Try another answer clears it. */
  form: UseFormReturn<AnswerInput, unknown, AnswerValues>;
  /** The form's validated submit (react-hook-form's handleSubmit). */
  onSubmit: (event?: FormEvent) => Promise<void>;
  pending: boolean;
  /** No objection to answer yet (the config is loading or failed). */
  disabled: boolean;
  signedIn: boolean;
};

/** Answer by text (voice practice is in role-play); free for everyone, saved for a signed-in user. */
export function AnswerForm({ form, onSubmit, pending, disabled, signedIn }: AnswerFormProps) {
  const id = useId();
  const answer = useWatch({ control: form.control, name: 'answer' });
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="mt-6" aria-busy={pending}>
      <label htmlFor={`${id}-answer`} className="block font-semibold">
        Your answer
      </label>
      <textarea
        id={`${id}-answer`}
        {...form.register('answer')}
        maxLength={MAX_ANSWER_CHARS}
        rows={6}
        disabled={pending}
        placeholder="I hear you, budget matters. Can I ask what you are comparing us with?..."
        className={cn(inputClasses, 'mt-2 text-base leading-relaxed')}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-muted-foreground tabular-nums" aria-live="polite">
        {answer.length}/{MAX_ANSWER_CHARS} characters
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={!answer.trim() || pending || disabled}>
          {pending ? (
            <>
              <Spinner className="size-4" /> Analyzing...
            </>
          ) : (
            'Get Feedback'
          )}
        </Button>
        <p className="text-sm text-muted-foreground">
          {signedIn ? 'Free: no credits used; the session is saved to your progress.' : 'Free, no account needed.'}
        </p>
      </div>
    </form>
  );
}

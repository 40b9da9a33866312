import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import {
  DIFFICULTIES,
  MAX_PITCH_CHARS,
  MAX_SITUATION_CHARS,
  OBJECTIONS,
  PRACTICE_INDUSTRIES,
  type AnalyzeBlocker,
  type PitchFormInput,
  type PitchFormValues,
} from '../lib/practice';
import { BlockerBanner } from './blocker-banner';

type TextPracticeFormProps = {
  /** The page keeps the form: the pitch survives a trip back to the mode selection. */
  form: UseFormReturn<PitchFormInput, unknown, PitchFormValues>;
  blocker: AnalyzeBlocker | null;
  /** The form's validated submit (react-hook-form's handleSubmit). */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** Shown under the credits message: how to get more. */
  creditHelp?: ReactNode;
};

const blockerHint: Partial<Record<AnalyzeBlocker, string>> = {
  empty: 'Type your pitch to enable analysis.',
  loadingCredits: 'Checking your credit balance...',
};

export function TextPracticeForm({ form, blocker, onSubmit, creditHelp }: TextPracticeFormProps) {
  const id = useId();
  const { register, control } = form;
  const [text, custom] = useWatch({ control, name: ['pitch', 'scenario.custom'] });
  const analyzing = blocker === 'analyzing';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocker) void onSubmit(event);
  };

  return (
    <form onSubmit={submit} className="grid items-start gap-6 lg:grid-cols-3" aria-busy={analyzing}>
      <Card className="lg:col-span-2">
        <label htmlFor={`${id}-pitch`} className="block font-semibold">
          Your pitch
        </label>
        <p className="mt-1 text-sm text-muted-foreground">Write it the way you would say it to the buyer.</p>
        <textarea
          id={`${id}-pitch`}
          {...register('pitch')}
          maxLength={MAX_PITCH_CHARS}
          rows={10}
          disabled={analyzing}
          placeholder="Hi Sam, you mentioned your team spends hours every week on..."
          aria-describedby={`${id}-pitch-count`}
          className={cn(inputClasses, 'mt-3 text-base leading-relaxed')}
          data-testid="pitch-input"
        />
        <div className="mt-1 flex justify-end">
          <p
            id={`${id}-pitch-count`}
            aria-live="polite"
            data-testid="char-count"
            className={cn('text-xs tabular-nums', text.length >= MAX_PITCH_CHARS ? 'font-semibold text-red-600 dark:text-red-400' : 'text-muted-foreground')}
          >
            {text.length}/{MAX_PITCH_CHARS} characters
          </p>
        </div>

        <BlockerBanner blocker={blocker} creditHelp={creditHelp} offerDemo />

        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={blocker !== null} data-testid="analyze-button">
            {analyzing ? (
              <>
                <Spinner className="size-4" /> Analyzing...
              </>
            ) : (
              'Analyze My Pitch'
            )}
          </Button>
          {blocker && blockerHint[blocker] && <p className="text-sm text-muted-foreground">{blockerHint[blocker]}</p>}
          {!blocker && <p className="text-sm text-muted-foreground">Uses 1 credit.</p>}
        </div>
      </Card>
      <Card className="lg:col-span-1" data-testid="scenario-card">
        <h2 className="font-semibold">
          Buyer scenario <span className="font-normal text-muted-foreground">(optional)</span>
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Tell the coach who you are pitching to. It then checks whether your pitch speaks to this buyer: value and numbers tied to
          their situation count, figures that have nothing to do with it do not. Left empty, your pitch is scored on general quality.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          <SelectField label="Objection to expect" options={OBJECTIONS} disabled={analyzing} {...register('scenario.objection')} />
          <SelectField label="Industry" options={PRACTICE_INDUSTRIES} disabled={analyzing} {...register('scenario.industry')} />
          <SelectField label="Difficulty" options={DIFFICULTIES} disabled={analyzing} {...register('scenario.difficulty')} />
        </div>
        <div className="mt-4">
          <label htmlFor={`${id}-situation`} className="mb-1 block text-sm font-medium">
            The buyer's situation
          </label>
          <textarea
            id={`${id}-situation`}
            {...register('scenario.custom')}
            maxLength={MAX_SITUATION_CHARS}
            rows={5}
            disabled={analyzing}
            placeholder="e.g. Head of support at a 40-person online shop; 3 agents spend 2 hours a day answering 'where is my order?' e-mails."
            aria-describedby={`${id}-situation-count`}
            className={inputClasses}
          />
          <p id={`${id}-situation-count`} className="mt-1 text-right text-xs text-muted-foreground">
            {custom.length}/{MAX_SITUATION_CHARS}
          </p>
        </div>
      </Card>
    </form>
  );
}

function SelectField({ label, options, ...props }: ComponentProps<'select'> & { label: string; options: readonly string[] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} className={inputClasses} {...props}>
        <option value="">Not specified</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

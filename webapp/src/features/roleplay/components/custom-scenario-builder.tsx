import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';

import { SAFETY_WARNING_SCORE, useContentSafety, type ContentSafetyResult } from '../api/content-safety';
import {
  customScenario,
  customScenarioSchema,
  DIFFICULTIES,
  MAX_CUSTOM_CHARS,
  MAX_INDUSTRY_CHARS,
  MAX_TITLE_CHARS,
  OBJECTIONS,
  type CustomScenarioInput,
  type RoleplayScenario,
} from '../lib/scenarios';

const INDUSTRY_SUGGESTIONS = ['General', 'Technology', 'Finance', 'Healthcare', 'Retail', 'Manufacturing', 'Business', 'Education', 'Real Estate', 'Logistics'];

/** The typing pause before the description is checked. */
export const SAFETY_CHECK_DELAY_MS = 600;

type Props = { onStart: (scenario: RoleplayScenario) => void };

/** Describe your own buyer: title, industry, objection, difficulty and a description of up to 500 characters. */
export function CustomScenarioBuilder({ onStart }: Props) {
  const id = useId();
  const { user } = useAuth();
  const form = useForm<CustomScenarioInput>({
    defaultValues: { title: '', industry: '', objection: 'Price', difficulty: 'Intermediate', custom: '' },
  });
  const { register } = form;
  const custom = useWatch({ control: form.control, name: 'custom' });
  const error = form.formState.errors.custom?.message;

  const settled = useDebouncedValue(custom, SAFETY_CHECK_DELAY_MS);
  const safety = useContentSafety(settled, Boolean(user));
  const result = safety.data && settled.trim() === custom.trim() ? safety.data : undefined;

  // Checked with the schema in the click itself (not handleSubmit, which
  // resolves later): starting navigates, and the navigation must belong to
  // the user's click.
  const submit = () => {
    const parsed = customScenarioSchema.safeParse(form.getValues());
    if (parsed.success) {
      form.clearErrors();
      onStart(customScenario(parsed.data));
      return;
    }
    for (const issue of parsed.error.issues) form.setError(issue.path.join('.') as keyof CustomScenarioInput, { message: issue.message });
  };

  const count = Array.from(custom).length;
  return (
    <Card className="mt-8">
      <h2 className="text-lg font-semibold">Build your own scenario</h2>
      <p className="mt-1 text-sm text-muted-foreground">Describe the buyer you are about to meet; the AI buyer takes on their situation, numbers included.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-medium">
            Scenario title
          </label>
          <input id={`${id}-title`} className={inputClasses} maxLength={MAX_TITLE_CHARS} {...register('title')} placeholder="e.g. Renewal with a cautious CFO" />
        </div>
        <div>
          <label htmlFor={`${id}-industry`} className="mb-1 block text-sm font-medium">
            Industry
          </label>
          <input id={`${id}-industry`} className={inputClasses} list={`${id}-industries`} maxLength={MAX_INDUSTRY_CHARS} {...register('industry')} placeholder="General" />
          <datalist id={`${id}-industries`}>
            {INDUSTRY_SUGGESTIONS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor={`${id}-objection`} className="mb-1 block text-sm font-medium">
            Objection
          </label>
          <select id={`${id}-objection`} className={inputClasses} {...register('objection')}>
            {OBJECTIONS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-difficulty`} className="mb-1 block text-sm font-medium">
            Difficulty
          </label>
          <select id={`${id}-difficulty`} className={inputClasses} {...register('difficulty')}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-2">
          <label htmlFor={`${id}-custom`} className="mb-1 block text-sm font-medium">
            Buyer description
          </label>
          <textarea
            id={`${id}-custom`}
            rows={4}
            className={cn(inputClasses, 'resize-y', error && 'border-red-500')}
            maxLength={MAX_CUSTOM_CHARS}
            aria-describedby={`${id}-count`}
            aria-invalid={error ? true : undefined}
            {...register('custom', { onChange: () => form.clearErrors('custom') })}
            placeholder="e.g. Head of operations at a 40-person logistics firm. Pays $2,000 a month for their current tool and thinks switching is a hassle."
          />
          <div className="mt-1 flex items-start justify-between gap-3 text-xs">
            <span className="text-red-600 dark:text-red-400">{error}</span>
            <span id={`${id}-count`} data-testid="custom-count" className={cn('shrink-0 text-muted-foreground', count >= MAX_CUSTOM_CHARS && 'font-semibold text-amber-700 dark:text-amber-400')}>
              {count}/{MAX_CUSTOM_CHARS} characters
            </span>
          </div>
          <SafetyNote result={result} />
          {!user && <p className="mt-2 text-xs text-muted-foreground">Sign in to start. Descriptions are checked for safety before the buyer uses them.</p>}
        </div>
        <div className="md:col-span-2">
          {/* A plain button: starting navigates inside a transition, which React would otherwise tie to the form's submit. */}
          <Button onClick={submit}>Start Custom Scenario</Button>
        </div>
      </form>
    </Card>
  );
}

function SafetyNote({ result }: { result: ContentSafetyResult | undefined }) {
  if (!result) return null;
  if (!result.safe) {
    const issues = result.violations_found.length;
    return (
      <div className="mt-2">
        <Banner tone="error">
          This description will probably be blocked: it contains content that doesn't belong in a sales scenario
          {issues > 0 ? ` (${issues} issue${issues === 1 ? '' : 's'} found)` : ''}. Describe a real
          buyer and their situation.
        </Banner>
      </div>
    );
  }
  if (result.safety_score < SAFETY_WARNING_SCORE) {
    return (
      <div className="mt-2">
        <Banner tone="warning">Parts of this description look unusual for a sales scenario and may be blocked. Keep it to the buyer and their situation.</Banner>
      </div>
    );
  }
  return null;
}

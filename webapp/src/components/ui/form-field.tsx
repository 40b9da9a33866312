import { useId, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full rounded-md border border-border bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60';

type FormFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

/** A labelled input with its validation message. */
export function FormField({ label, error, hint, className, ...props }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(inputClasses, error && 'border-red-500')}
        {...props}
      />
      {error ? (
        <p id={messageId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

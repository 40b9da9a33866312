import { cn } from '@/lib/cn';

const STEPS = ['Read the objection', 'Answer it', 'Get feedback'] as const;

/** The 3-step progress header. */
export function DemoSteps({ step }: { step: number }) {
  return (
    <>
      <ol className="mt-6 grid grid-cols-3 gap-2" aria-label={`Step ${step} of 3`} data-testid="demo-steps">
        {STEPS.map((label, i) => {
          const n = i + 1;
          return (
            <li key={label} aria-current={n === step ? 'step' : undefined} className="text-center">
              <div className={cn('h-1.5 rounded-full', n <= step ? 'bg-primary' : 'bg-muted')} />
              <p className={cn('mt-2 text-xs sm:text-sm', n === step ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
                <span className="sr-only sm:not-sr-only">Step {n}: </span>
                {label}
              </p>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-center text-sm text-muted-foreground">Step {step} of 3</p>
    </>
  );
}

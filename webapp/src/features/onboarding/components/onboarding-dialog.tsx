import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Challenge, Industry } from '@/lib/account/profile';
import { useSpeechEngines } from '@/lib/app-config';
import { cn } from '@/lib/cn';

import {
  challengeOptions,
  industryOptions,
  ONBOARDING_AUTO_COMPLETE_MS,
  ONBOARDING_STEPS,
  onboardingChoicesSchema,
  WELCOME_AUTO_ADVANCE_MS,
  type OnboardingChoices,
} from '../lib/onboarding';
import { MicrophoneCheck } from './microphone-check';

type OnboardingDialogProps = {
  open: boolean;
  /** Called with the step's choice as soon as it is confirmed. */
  onChoose: (choice: { industry: Industry } | { challenge: Challenge }) => void;
  /** Finishing, Escape, the close button or the 60 s timeout. `to` is where the user chose to go. */
  onComplete: (to?: 'practice' | 'roleplay') => void;
};

/** The first-run dialog: welcome, industry, challenge, microphone, all set. */
export function OnboardingDialog({ open, onChoose, onComplete }: OnboardingDialogProps) {
  const { speechToText } = useSpeechEngines();
  const [step, setStep] = useState(0);
  const form = useForm<OnboardingChoices>({ resolver: zodResolver(onboardingChoicesSchema), defaultValues: { industry: null, challenge: null } });
  const [industry, challenge] = useWatch({ control: form.control, name: ['industry', 'challenge'] });

  // Welcome auto-advances after 3 s.
  useEffect(() => {
    if (!open || step !== 0) return;
    const id = window.setTimeout(() => setStep(1), WELCOME_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [open, step]);

  // Left alone on one step for 60 s, onboarding completes itself.
  useEffect(() => {
    if (!open) return;
    const id = window.setTimeout(() => onComplete(), ONBOARDING_AUTO_COMPLETE_MS);
    return () => window.clearTimeout(id);
  }, [open, step, onComplete]);

  const next = () => {
    if (step === 1 && industry) onChoose({ industry });
    if (step === 2 && challenge) onChoose({ challenge });
    if (step === ONBOARDING_STEPS - 1) onComplete();
    else setStep(step + 1);
  };
  const skip = () => setStep(step + 1);
  const continueDisabled = (step === 1 && !industry) || (step === 2 && !challenge);

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onComplete()}
      title={
        <span className="flex items-center gap-2">
          <Badge className="border-primary text-primary">Getting Started</Badge>
          <span className="text-sm font-normal text-muted-foreground">
            {step + 1} of {ONBOARDING_STEPS}
          </span>
        </span>
      }
    >
      <div role="progressbar" aria-label="Onboarding progress" aria-valuemin={1} aria-valuemax={ONBOARDING_STEPS} aria-valuenow={step + 1} className="h-1.5 rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${((step + 1) / ONBOARDING_STEPS) * 100}%` }} />
      </div>

      <div className="mt-5 min-h-64">
        {step === 0 && (
          <StepBody title="Welcome to PitchPerfect!" intro="In five quick steps we'll tailor your practice. Here's what you get:">
            <ul className="space-y-2 text-sm">
              <li>✓ Practise pitches and objection handling with an AI buyer, {speechToText ? 'by text or voice' : 'in writing'}</li>
              <li>✓ Scored feedback on clarity, confidence, persuasiveness, tone and objection handling</li>
              <li>✓ Every finding quoted from your own words, so you know exactly what to change</li>
              <li>✓ Your first pitch analysis is free</li>
            </ul>
          </StepBody>
        )}
        {step === 1 && (
          <StepBody title="Which industry do you sell in?" intro="We'll use it to pick realistic buyers and scenarios.">
            <Choices options={industryOptions} value={industry} field={form.register('industry')} />
          </StepBody>
        )}
        {step === 2 && (
          <StepBody title="What's your biggest sales challenge?" intro="Your first role-plays will focus on it.">
            <Choices options={challengeOptions} value={challenge} field={form.register('challenge')} />
          </StepBody>
        )}
        {step === 3 &&
          (speechToText ? (
            <MicrophoneCheck onPassed={() => setStep(4)} onSkip={skip} />
          ) : (
            <StepBody title="Practice by text" intro="Voice practice is not available on this server right now, so there is no microphone to check.">
              <p className="text-sm text-muted-foreground">You type your pitches and your replies to the buyer.</p>
            </StepBody>
          ))}
        {step === 4 && (
          <StepBody title="You're all set!" intro="Here's how to get the most out of PitchPerfect:">
            <ol className="list-decimal space-y-2 pl-5 text-sm">
              <li>Analyse a pitch: your free analysis shows your strongest and weakest skills.</li>
              <li>Role-play an objection you dread{speechToText ? ', and answer it out loud' : ''}.</li>
              <li>Come back daily: short, regular sessions build the habit.</li>
            </ol>
            <div className="mt-5 flex flex-wrap gap-2">
              <Button onClick={() => onComplete('practice')}>Start practicing</Button>
              <Button variant="outline" onClick={() => onComplete('roleplay')}>
                Try AI roleplay
              </Button>
            </div>
          </StepBody>
        )}
      </div>

      <div className="mt-6 flex items-center justify-between gap-2 border-t border-border pt-4">
        <Button variant="ghost" onClick={() => setStep(step - 1)} disabled={step === 0}>
          Back
        </Button>
        <div className="flex items-center gap-3">
          {(step === 1 || step === 2) && (
            <Button variant="link" onClick={skip}>
              Skip for now
            </Button>
          )}
          {step === 3 && speechToText && (
            <Button variant="link" onClick={skip}>
              I'll test later
            </Button>
          )}
          <Button onClick={next} disabled={continueDisabled}>
            {step === ONBOARDING_STEPS - 1 ? 'Finish' : 'Continue'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function StepBody({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      <div className="mt-4">{children}</div>
    </div>
  );
}

type ChoicesProps<T extends string> = { options: { value: T; label: string; hint: string }[]; value: T | null; field: UseFormRegisterReturn };

function Choices<T extends string>({ options, value, field }: ChoicesProps<T>) {
  return (
    <div role="radiogroup" aria-label={field.name} className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => (
        <label
          key={option.value}
          className={cn('cursor-pointer rounded-lg border border-border p-3 hover:bg-muted', value === option.value && 'border-primary ring-1 ring-primary')}
        >
          <input type="radio" value={option.value} {...field} className="sr-only" />
          <span className="block text-sm font-medium">{option.label}</span>
          <span className="text-xs text-muted-foreground">{option.hint}</span>
        </label>
      ))}
    </div>
  );
}

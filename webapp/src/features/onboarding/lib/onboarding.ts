import { z } from 'zod';

import { CHALLENGES, INDUSTRIES, type Challenge, type Industry } from '@/lib/account/profile';

export const ONBOARDING_STEPS = 5;
export const WELCOME_AUTO_ADVANCE_MS = 3000;
/** Left open and untouched this long, the dialog completes itself. */
export const ONBOARDING_AUTO_COMPLETE_MS = 60_000;
export const NAVIGATE_AFTER_COMPLETE_MS = 100;

export const MIC_CHECK_SECONDS = 5;
export const MIC_PASS_AUTO_CONTINUE_MS = 1500;
/** The recorder's input level (0..1, RMS scaled) the check must reach to count as heard. */
export const MIC_HEARD_LEVEL = 0.05;

export const industryOptions: { value: Industry; label: string; hint: string }[] = [
  { value: 'technology', label: 'Technology', hint: 'Software, SaaS, IT services' },
  { value: 'finance', label: 'Finance', hint: 'Banking, insurance, fintech' },
  { value: 'healthcare', label: 'Healthcare', hint: 'Medical devices, pharma, health IT' },
  { value: 'retail', label: 'Retail', hint: 'Consumer goods, e-commerce' },
  { value: 'manufacturing', label: 'Manufacturing', hint: 'Industrial equipment, supply chain' },
  { value: 'other', label: 'Other', hint: 'Something else entirely' },
];

export const challengeOptions: { value: Challenge; label: string; hint: string }[] = [
  { value: 'pricing', label: 'Price objections', hint: '"It\'s too expensive."' },
  { value: 'competition', label: 'Competition', hint: '"We\'re already talking to someone else."' },
  { value: 'timing', label: 'Timing', hint: '"Call me next quarter."' },
  { value: 'authority', label: 'Decision makers', hint: '"I need to run this by my boss."' },
  { value: 'trust', label: 'Building trust', hint: '"How do I know this will work?"' },
  { value: 'closing', label: 'Closing', hint: 'Turning interest into a signed deal' },
];

/** The dialog's two choices; either may be skipped. */
export const onboardingChoicesSchema = z.object({
  industry: z.enum(INDUSTRIES).nullable(),
  challenge: z.enum(CHALLENGES).nullable(),
});
export type OnboardingChoices = z.infer<typeof onboardingChoicesSchema>;

/** Browser keys of spec 000 §3. */
export const onboardingStorage = {
  industry: 'userIndustry',
  challenge: 'userChallenge',
  complete: 'onboardingComplete',
  completedAt: 'onboardingCompletedAt',
  trialStarted: 'trialStarted',
} as const;

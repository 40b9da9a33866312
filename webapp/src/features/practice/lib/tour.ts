import { TEXT_LIMITS } from '@/config/business.gen';
import { local } from '@/lib/storage';

export const PRACTICE_TOUR_COMPLETED_KEY = 'pitchperfect_practice_tour_completed';
export const PRACTICE_TOUR_START_MS = 1000;

export type PracticeTourStep = { title: string; content: string; target: string; placement: 'top' | 'bottom' | 'left' | 'right' };

/** The practice page's three steps (spec 001 §2): choose, practise, done. */
export const practiceTourSteps: PracticeTourStep[] = [
  {
    title: 'Select a scenario',
    content: 'Choose how you practise. Text practice is open now; voice practice with a recorder arrives soon.',
    target: '[data-tour="practice-modes"]',
    placement: 'bottom',
  },
  {
    title: 'Write your pitch and analyse it',
    content:
      `Open Text Practice, type your pitch (up to ${TEXT_LIMITS.pitch} characters) and, if you like, describe the buyer. Then press Analyze My Pitch.`,
    target: '[data-tour="practice-text"]',
    placement: 'top',
  },
  {
    title: "You're all set",
    content: 'Each analysis uses 1 credit. You get a score, feedback per category and the exact phrases behind it, and the session is saved to your progress.',
    target: '[data-tour="practice-credits"]',
    placement: 'bottom',
  },
];

export const practiceTourDone = () => local.get(PRACTICE_TOUR_COMPLETED_KEY) === 'true';
export const markPracticeTourDone = () => local.set(PRACTICE_TOUR_COMPLETED_KEY, 'true');

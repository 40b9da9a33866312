import { TEXT_LIMITS } from '@/config/business.gen';
import { local } from '@/lib/storage';

import { PRACTICE_MAX_SECONDS } from './practice';

export const PRACTICE_TOUR_COMPLETED_KEY = 'pitchperfect_practice_tour_completed';
export const PRACTICE_TOUR_START_MS = 1000;

export type PracticeTourStep = { title: string; content: string; target: string; placement: 'top' | 'bottom' | 'left' | 'right' };

/**
 * The practice page's three steps (spec 001 §2): select a scenario, press
 * record, you're all set. Without a speech-to-text engine on the server
 * (GET /api/config) the steps speak of typing only.
 */
export function practiceTourSteps(voice: boolean): PracticeTourStep[] {
  return [
    {
      title: 'Select a scenario',
      content: voice
        ? 'Choose how you practise. Voice Practice records your pitch; Text Practice lets you type it.'
        : 'Choose how you practise: Text Practice lets you type your pitch (voice practice is not available on this server right now).',
      target: '[data-tour="practice-modes"]',
      placement: 'bottom',
    },
    voice
      ? {
          title: 'Press record',
          content: `Open Voice Practice, press Start Recording and speak your pitch (up to ${PRACTICE_MAX_SECONDS / 60} minutes). When you stop, it is transcribed and scored. Prefer typing? Text Practice takes up to ${TEXT_LIMITS.pitch} characters.`,
          target: '[data-tour="practice-voice"]',
          placement: 'top',
        }
      : {
          title: 'Type your pitch',
          content: `Open Text Practice and write your pitch (up to ${TEXT_LIMITS.pitch} characters), as you would say it on the call.`,
          target: '[data-tour="practice-modes"]',
          placement: 'top',
        },
    {
      title: "You're all set",
      content: 'Each analysis uses 1 credit. You get a score, feedback per category and the exact phrases behind it, and the session is saved to your progress.',
      target: '[data-tour="practice-credits"]',
      placement: 'bottom',
    },
  ];
}

export const practiceTourDone = () => local.get(PRACTICE_TOUR_COMPLETED_KEY) === 'true';
export const markPracticeTourDone = () => local.set(PRACTICE_TOUR_COMPLETED_KEY, 'true');

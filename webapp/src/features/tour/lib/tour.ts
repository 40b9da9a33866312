import { local } from '@/lib/storage';

export const TOUR_COMPLETED_KEY = 'pitchperfect_tour_completed';
export const TOUR_COOLDOWN_KEY = 'pitchperfect_tour_cooldown';
export const TOUR_COOLDOWN_MS = 24 * 60 * 60 * 1000;
export const TOUR_AUTO_START_MS = 1000;

export type TourStep = {
  id: string;
  title: string;
  description: string;
  target: string;
  placement: 'top' | 'bottom' | 'left' | 'right';
};

/** The five landing-page steps (spec 000 §2). */
export const landingTourSteps: TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to PitchPerfect',
    description: 'This is where salespeople rehearse pitches and objections with an AI buyer before the real call.',
    target: '[data-tour="welcome"]',
    placement: 'bottom',
  },
  {
    id: 'demo-button',
    title: 'See it in two minutes',
    description: 'The demo walks you through answering a real price objection and the feedback you get.',
    target: '[data-tour="demo-button"]',
    placement: 'bottom',
  },
  {
    id: 'features',
    title: 'Three ways to improve',
    description: 'Practise your pitch, get instant scored feedback, and role-play realistic buyer scenarios.',
    target: '[data-tour="features"]',
    placement: 'top',
  },
  {
    id: 'pricing',
    title: 'Plans',
    description: 'Start free; add credits when you need more analyses.',
    target: '[data-tour="pricing"]',
    placement: 'top',
  },
  {
    id: 'testimonials',
    title: 'Objections you will face',
    description: 'Every scenario is built around the objections buyers really raise. Try answering one now.',
    target: '[data-tour="testimonials"]',
    placement: 'top',
  },
];

/** A step needs a target selector to be usable. */
export const isValidTourStep = (step: TourStep) => step.target.trim() !== '';

/** Not completed, and not shown within the last 24 hours. */
export function shouldShowTour(now: number = Date.now()): boolean {
  if (local.get(TOUR_COMPLETED_KEY) === 'true') return false;
  const shownAt = Number(local.get(TOUR_COOLDOWN_KEY));
  return !(Number.isFinite(shownAt) && shownAt > 0 && now - shownAt < TOUR_COOLDOWN_MS);
}

export const markTourShown = (now: number = Date.now()) => local.set(TOUR_COOLDOWN_KEY, String(now));
export const markTourCompleted = () => local.set(TOUR_COMPLETED_KEY, 'true');

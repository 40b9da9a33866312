import { isValidTourStep, landingTourSteps, markTourCompleted, markTourShown, shouldShowTour, TOUR_COOLDOWN_MS } from '../tour';

describe('landing tour', () => {
  it('has five steps with targets', () => {
    expect(landingTourSteps.map((s) => s.id)).toEqual(['welcome', 'demo-button', 'features', 'pricing', 'testimonials']);
    expect(landingTourSteps.every(isValidTourStep)).toBe(true);
    expect(isValidTourStep({ ...landingTourSteps[0]!, target: ' ' })).toBe(false);
  });

  it('waits 24 hours before showing again, and never after completion', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(shouldShowTour(now)).toBe(true);
    markTourShown(now);
    expect(TOUR_COOLDOWN_MS).toBe(24 * 60 * 60 * 1000);
    expect(shouldShowTour(now + TOUR_COOLDOWN_MS - 1)).toBe(false);
    expect(shouldShowTour(now + TOUR_COOLDOWN_MS)).toBe(true);
    markTourCompleted();
    expect(shouldShowTour(now + 10 * TOUR_COOLDOWN_MS)).toBe(false);
  });
});

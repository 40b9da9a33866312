import { creditState, primaryAction } from '../credits';

describe('creditState', () => {
  it.each([
    [-1, true, 'unlimited'],
    [0, false, 'zero'],
    [1, false, 'low'],
    [9, false, 'low'],
    [10, false, 'normal'],
    [-1, false, 'zero'],
  ] as const)('%d credits (premium %s) is %s', (credits, premium, state) => {
    expect(creditState(credits, premium)).toBe(state);
  });
});

describe('primaryAction: the five states of the spec table', () => {
  it.each([
    [{ isGuest: true, signedIn: false, trialUsed: false, credits: 0 }, 'Start Demo (Guest)', '/demo'],
    [{ isGuest: false, signedIn: true, trialUsed: true, credits: 11 }, 'Start New Practice (11 credits)', '/practice'],
    [{ isGuest: false, signedIn: true, trialUsed: true, credits: 0, pricingEnabled: true }, 'Top Up Credits / Upgrade Plan', '/pricing'],
    // With the pricing flag off (as the spec has it) there is no pricing page: the demo is free for everyone.
    [{ isGuest: false, signedIn: true, trialUsed: true, credits: 0 }, 'Practise free (0 credits)', '/demo'],
    [{ isGuest: false, signedIn: true, trialUsed: false, credits: 1 }, 'Get 1 Free Pitch Analysis', '/demo'],
    [{ isGuest: false, signedIn: false, trialUsed: false, credits: 0 }, 'Sign Up for Free', '/signup'],
  ])('%o → %s', (input, label, to) => {
    expect(primaryAction(input)).toEqual({ label, to });
  });

  it('says "1 credit" for a single credit and names unlimited credits', () => {
    expect(primaryAction({ isGuest: false, signedIn: true, trialUsed: true, credits: 1 }).label).toBe('Start New Practice (1 credit)');
    expect(primaryAction({ isGuest: false, signedIn: true, trialUsed: true, credits: -1 }).label).toBe('Start New Practice (Unlimited credits)');
  });
});

import { clearLocalUserData, clearStoredAuthTokens, isUserDataKey } from '../storage';

describe('clearLocalUserData', () => {
  it('removes per-user data and keeps consent, theme and accessibility settings', () => {
    const keep = {
      'privacy-consent': 'accepted',
      'analytics-consent': '{}',
      'marketing-consent': '{}',
      'consent-preferences': '{}',
      'vite-ui-theme': 'dark',
      'accessibility-settings': '{}',
      pitchperfect_tour_completed: 'true',
    };
    const drop = {
      guestMode: 'true',
      guestSessionId: 'guest_1_abcdefg',
      userIndustry: 'finance',
      userChallenge: 'trust',
      trialStarted: 'true',
      aiSettings: '{}',
      onboarding_completed_user1: 'true',
      onboardingCompletedAt: '2026-01-01',
      streak_user1: '3',
      some_progress_cache: '{}',
      sb_auth_token: 'x',
    };
    for (const [k, v] of Object.entries({ ...keep, ...drop })) localStorage.setItem(k, v);

    clearLocalUserData();

    expect(Object.keys(localStorage).sort()).toEqual(Object.keys(keep).sort());
  });

  it('never treats a consent key as user data', () => {
    expect(isUserDataKey('privacy-consent')).toBe(false);
    expect(isUserDataKey('user_feedback')).toBe(true);
  });
});

describe('clearStoredAuthTokens', () => {
  it('removes Cognito tokens only', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.abc.ada.idToken', 'x');
    localStorage.setItem('vite-ui-theme', 'light');
    clearStoredAuthTokens();
    expect(Object.keys(localStorage)).toEqual(['vite-ui-theme']);
  });
});

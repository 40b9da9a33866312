import { track } from '../analytics';
import { ANALYTICS_CONSENT_DAYS, hasAnalyticsConsent, hasConsentChoice, saveConsent } from '../consent';

const DAY = 24 * 60 * 60 * 1000;

describe('consent', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('has no choice until one is saved', () => {
    expect(hasConsentChoice()).toBe(false);
    saveConsent('rejected', { analytics: false, marketing: false });
    expect(hasConsentChoice()).toBe(true);
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('keeps analytics consent for 365 days, then clears it', () => {
    const granted = new Date('2026-01-01T00:00:00Z');
    saveConsent('accepted', { analytics: true, marketing: true }, granted);
    expect(ANALYTICS_CONSENT_DAYS).toBe(365);
    expect(hasAnalyticsConsent(new Date(granted.getTime() + 365 * DAY))).toBe(true);
    expect(hasAnalyticsConsent(new Date(granted.getTime() + 365 * DAY + 1))).toBe(false);
    expect(localStorage.getItem('analytics-consent')).toBeNull();
    expect(hasAnalyticsConsent(granted)).toBe(false);
  });

  it('records analytics events only with consent', () => {
    track('login_success', { method: 'email' });
    expect(window.dataLayer).toBeUndefined();
    saveConsent('customized', { analytics: true, marketing: false });
    track('login_success', { method: 'email' });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'login_success', method: 'email' })]);
  });
});

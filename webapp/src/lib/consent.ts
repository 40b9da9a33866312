// Cookie and analytics consent, kept in the browser (spec 000 §3–4).
import { local } from './storage';

export const PRIVACY_CONSENT_KEY = 'privacy-consent';
export const ANALYTICS_CONSENT_KEY = 'analytics-consent';
export const MARKETING_CONSENT_KEY = 'marketing-consent';
export const CONSENT_PREFERENCES_KEY = 'consent-preferences';

/** Analytics consent lapses after 365 days and must be asked again. */
export const ANALYTICS_CONSENT_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ConsentPreferences = {
  analytics: boolean;
  marketing: boolean;
  /** Needed for sign-in and settings; always on. */
  functional: true;
};

export type ConsentChoice = 'accepted' | 'rejected' | 'customized';

type StoredGrant = { granted: boolean; at: string };

/** Whether the visitor has made a choice yet (the banner shows until then). */
export function hasConsentChoice(): boolean {
  return local.get(PRIVACY_CONSENT_KEY) !== null;
}

export function saveConsent(choice: ConsentChoice, prefs: Omit<ConsentPreferences, 'functional'>, now: Date = new Date()) {
  const at = now.toISOString();
  local.set(PRIVACY_CONSENT_KEY, choice);
  local.setJSON(ANALYTICS_CONSENT_KEY, { granted: prefs.analytics, at } satisfies StoredGrant);
  local.setJSON(MARKETING_CONSENT_KEY, { granted: prefs.marketing, at } satisfies StoredGrant);
  local.setJSON(CONSENT_PREFERENCES_KEY, { ...prefs, functional: true, at });
}

/** Analytics consent, cleared and treated as false once older than 365 days. */
export function hasAnalyticsConsent(now: Date = new Date()): boolean {
  const grant = local.getJSON<StoredGrant>(ANALYTICS_CONSENT_KEY);
  if (!grant || typeof grant.at !== 'string') return false;
  const age = now.getTime() - new Date(grant.at).getTime();
  if (!(age <= ANALYTICS_CONSENT_DAYS * DAY_MS)) {
    local.remove(ANALYTICS_CONSENT_KEY);
    return false;
  }
  return grant.granted === true;
}

export function storedPreferences(): Omit<ConsentPreferences, 'functional'> {
  const prefs = local.getJSON<Partial<ConsentPreferences>>(CONSENT_PREFERENCES_KEY);
  return { analytics: hasAnalyticsConsent(), marketing: prefs?.marketing === true };
}

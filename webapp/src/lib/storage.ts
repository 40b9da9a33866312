// Browser storage that never throws (private mode, disabled storage, quota).

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
  keys: (): string[] => safe(() => Object.keys(window.localStorage), []),
  getJSON<T>(key: string): T | null {
    const raw = local.get(key);
    if (raw === null) return null;
    return safe(() => JSON.parse(raw) as T, null);
  },
  setJSON: (key: string, value: unknown): void => local.set(key, JSON.stringify(value)),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};

/** The consent choices survive sign-out (spec 000 §4). */
export const CONSENT_KEYS: readonly string[] = [
  'privacy-consent',
  'marketing-consent',
  'analytics-consent',
  'consent-preferences',
];

// The per-user keys of spec 000 §3, cleared on sign-out or when another user signs in.
const USER_DATA_KEYS = [
  'guestMode',
  'guestSessionId',
  'demoRequests',
  'user_feedback',
  'crm_connections',
  'selectedIndustry',
  'topChallenge',
  'userIndustry',
  'userChallenge',
  'trialStarted',
  'user_progress',
  'aiSettings',
  'onboardingComplete',
  'onboardingCompletedAt',
];
const USER_DATA_PREFIXES = ['onboarding_completed_'];
const USER_DATA_FRAGMENTS = ['user_', 'streak_', 'progress_', 'auth_'];

export function isUserDataKey(key: string): boolean {
  if (CONSENT_KEYS.includes(key)) return false;
  return (
    USER_DATA_KEYS.includes(key) ||
    USER_DATA_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
    USER_DATA_FRAGMENTS.some((fragment) => key.includes(fragment))
  );
}

/** Removes every per-user key; consent, theme and accessibility settings stay. */
export function clearLocalUserData(): void {
  for (const key of local.keys()) {
    if (isUserDataKey(key)) local.remove(key);
  }
}

/** Amplify keeps its Cognito tokens under this prefix. */
export const AUTH_TOKEN_PREFIX = 'CognitoIdentityServiceProvider.';

/** 'Clear Cache & Retry': removes stored auth tokens (and auth_* keys). */
export function clearStoredAuthTokens(): void {
  for (const key of local.keys()) {
    if (key.startsWith(AUTH_TOKEN_PREFIX) || key.includes('auth_') || key.startsWith('amplify-')) {
      local.remove(key);
    }
  }
}
